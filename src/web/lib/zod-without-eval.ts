// What `zod` means in the browser builds (vite.config.ts aliases it here): zod set to never try
// `new Function`. Its speed-up probes for eval when a schema is made, and the site's CSP (no
// unsafe-eval) reports the probe as a violation even though zod catches the refusal.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

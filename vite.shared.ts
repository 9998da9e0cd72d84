import { resolve } from 'node:path';

/** zod without eval (the CSP forbids it), in both apps. */
const zodWithoutEval = { find: /^zod$/, replacement: resolve('src/web/lib/zod-without-eval.ts') };

/**
 * React Router's package exports name only its development build (ENABLE_DEV_WARNINGS on: the
 * warnings and their text ship to browsers; remix-run/react-router#14102). Browser builds take the
 * production build beside it; the server keeps the package's own resolution.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

/** The aliases of a build for the browser (`production`) or of anything else. */
export const aliases = (production: boolean) => [zodWithoutEval, ...(production ? reactRouterProduction : [])];

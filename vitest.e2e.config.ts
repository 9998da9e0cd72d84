import { defineConfig } from 'vitest/config';

// Browser journeys against the built site (npm run build first), in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // The built site is imported as Node imports it in production, not through Vitest's module
    // runner: one copy of React Router for the bundle and the Express adapter alike.
    server: { deps: { external: [/\/dist\/site\//] } },
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // A page under a loaded CI machine can take seconds to show what a test waits for.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});

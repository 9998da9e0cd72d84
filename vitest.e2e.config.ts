import { defineConfig } from 'vitest/config';

// Browser journeys against the built site (npm run build first), in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The longest journeys (register to deletion, checkout, a SKU with its picture) take 30 s alone
    // and over 60 s beside another file's browser on two loaded cores.
    testTimeout: 120_000,
    // A page under a loaded CI machine can take seconds to show what a test waits for.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});

import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built site (npm run build first), in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    // Two files a core: a journey spends most of its time waiting on its page, its server or its
    // database (a run's whole CPU time is about half its files' summed time on two cores).
    maxWorkers: 2 * os.availableParallelism(),
    // The longest journeys (register to deletion, checkout, a SKU with its picture) take 30 s alone
    // and over 60 s beside other files' browsers on two loaded cores.
    testTimeout: 180_000,
    // What a journey waits for comes when the page says so; on a busy machine that can be many
    // seconds, and a wait that is met returns at once, so the limit only bounds a real failure.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
  },
});

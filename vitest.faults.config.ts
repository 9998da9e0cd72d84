import { defineConfig } from 'vitest/config';

// npm run test:faults: the reliability scenarios against the built site (npm run build first), two
// web processes behind a round-robin proxy and one worker, on the real PostgreSQL and Redis. One
// file at a time: some restart the database or Redis under every process on the machine.
export default defineConfig({
  test: {
    include: ['faults/**/*.faults.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});

import os from 'node:os';
import { defineConfig } from 'vitest/config';

// npm run test:faults: the reliability scenarios against the built site (npm run build first), two
// web processes behind a round-robin proxy and one worker, on the real PostgreSQL and Redis. The
// scenarios that restart the machine's PostgreSQL and Redis (the outages project) run first and
// alone, as a run of their own (`npm run test:faults`): they would cut off every other file's
// processes, even one still closing its connections after its tests (an ECONNRESET from a finished
// file). The rest (the faults project) then run side by side, each on its own database,
// Redis prefix and ports: most of their time is spent waiting (a killed worker's locks lapsing, a
// slow mail server), not computing.
const OUTAGES = 'faults/outages.faults.test.ts';

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'faults', include: ['faults/**/*.faults.test.ts'], exclude: [OUTAGES], maxWorkers: 2 * os.availableParallelism() },
      },
      { extends: true, test: { name: 'outages', include: [OUTAGES], maxWorkers: 1 } },
    ],
  },
});

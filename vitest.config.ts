import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'migrations/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.e2e.test.ts', 'node_modules/**', 'dist/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    pool: 'forks',
    // Two files a core (Vitest's default is one fewer than the cores: a single file at a time on
    // two): an API test spends most of its time waiting on its database and its requests.
    maxWorkers: 2 * os.availableParallelism(),
    // Generous for a busy machine: a test that passes takes what it takes, the limit only ends a hung one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

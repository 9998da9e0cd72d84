import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

// The embedded default's web process runs jobs from the outbox: jobs still waiting when it stops
// run after the next start, each once.
test('a process restarted with 20 jobs waiting runs every one of them once', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-restart-'));
  const marks = path.join(dir, 'marks.txt');
  const { REDIS_URL: _redis, PGLITE_SNAPSHOT: _snapshot, ...env } = process.env;
  const run = (mode: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'test/fixtures/job-process.ts'], { env: { ...env, MODE: mode, MARKS: marks, PGLITE_DIR: path.join(dir, 'db') }, encoding: 'utf8', timeout: 60_000 });
  const lines = () => (fs.existsSync(marks) ? fs.readFileSync(marks, 'utf8').trim().split('\n') : []);
  try {
    const first = run('enqueue');
    expect(first.status, first.stderr).toBe(0);
    const before = lines();
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(20);

    const second = run('run');
    expect(second.status, second.stderr).toBe(0);
    const after = lines();
    expect(after).toHaveLength(20);
    expect(new Set(after).size).toBe(20);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

// `npm test`: every step in turn, each run whatever the ones before it did (but for those that need
// the build, when it failed), then a summary of which passed and which failed; exit 1 if any failed.
import { spawnSync } from 'node:child_process';

// The build comes before the unit and API tests: some of those ask the built site for its pages.
const STEPS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'build', script: 'build' },
  { name: 'unit and API tests', script: 'test:unit' },
  { name: 'bundle budgets', script: 'budgets', needs: 'build' },
  { name: 'browser journeys', script: 'test:e2e', needs: 'build' },
];

const results = new Map();
for (const step of STEPS) {
  if (step.needs && results.get(step.needs)?.status !== 'passed') {
    results.set(step.name, { status: 'skipped', note: `needs the ${step.needs}, which failed` });
    continue;
  }
  console.log(`\n=== ${step.name} (npm run ${step.script})\n`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
  results.set(step.name, { status: run.status === 0 ? 'passed' : 'failed', note: `${Math.round((Date.now() - started) / 1000)} s` });
}

const MARK = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' };
console.log('\n=== npm test: summary\n');
for (const [name, { status, note }] of results) console.log(`  ${MARK[status]}  ${name.padEnd(20)} ${note}`);
const failed = [...results].filter(([, r]) => r.status !== 'passed').map(([name]) => name);
console.log(failed.length ? `\n  Failed: ${failed.join(', ')}.\n` : '\n  Every step passed.\n');
process.exit(failed.length ? 1 : 0);

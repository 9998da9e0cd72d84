// `npm test`: every step, each run whatever the others did (but for those that need the build, when
// it failed), then a summary of which passed and which failed and how long each took; exit 1 if any
// failed. The checks that need nothing built (typecheck, lint) run beside the build, each one's
// output held and printed whole when it ends; the tests then run one step at a time, each using
// the whole machine.
import { spawn } from 'node:child_process';

/** Steps in stages: a stage's steps run at once; a stage starts when the one before it has ended. */
const STAGES = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  // Some of the unit and API tests ask the built site for its pages.
  [{ name: 'unit and API tests', script: 'test:unit', needs: 'build' }],
  [{ name: 'bundle budgets', script: 'budgets', needs: 'build' }],
  [{ name: 'browser journeys', script: 'test:e2e', needs: 'build' }],
];

/** Runs one step; alone in its stage it prints as it goes, beside others its output waits for its end. */
function run(step, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (d) => held.push(d));
    child.stderr?.on('data', (d) => held.push(d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n=== ${step.name} (npm run ${step.script}): ${code === 0 ? 'passed' : 'failed'}\n\n${Buffer.concat(held).toString()}`);
      resolve({ status: code === 0 ? 'passed' : 'failed', note: `${seconds} s` });
    });
  });
}

const results = new Map();
for (const stage of STAGES) {
  const runnable = [];
  for (const step of stage) {
    if (step.needs && results.get(step.needs)?.status !== 'passed') results.set(step.name, { status: 'skipped', note: `needs the ${step.needs}, which failed` });
    else runnable.push(step);
  }
  if (runnable.length > 1) console.log(`\n=== ${runnable.map((s) => s.name).join(', ')}, side by side\n`);
  else if (runnable.length === 1) console.log(`\n=== ${runnable[0].name} (npm run ${runnable[0].script})\n`);
  const outcomes = await Promise.all(runnable.map((step) => run(step, runnable.length === 1)));
  runnable.forEach((step, i) => results.set(step.name, outcomes[i]));
}

const MARK = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' };
const order = STAGES.flat().map((s) => s.name);
console.log('\n=== npm test: summary\n');
for (const name of order) console.log(`  ${MARK[results.get(name).status]}  ${name.padEnd(20)} ${results.get(name).note}`);
const failed = order.filter((name) => results.get(name).status !== 'passed');
console.log(failed.length ? `\n  Failed: ${failed.join(', ')}.\n` : '\n  Every step passed.\n');
process.exit(failed.length ? 1 : 0);

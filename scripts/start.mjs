// `npm start`: build when the sources changed, then serve, migrating and seeding an empty database first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp'; // written by the build
const inputs = ['src', 'migrations', 'package-lock.json', 'vite.config.ts'];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (inputs.some((p) => fs.existsSync(p) && newestMtime(p) > builtAt)) {
  console.log('Building…');
  run('npm', ['run', '--silent', 'build']);
}
// The server migrates and seeds an empty database itself (--prepare): one process opens the database.
const server = spawn(process.execPath, ['dist/server.js', '--prepare', ...process.argv.slice(2)], { stdio: 'inherit' });
// Pass SIGTERM and SIGINT on, so the server shuts down gracefully rather than being orphaned.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

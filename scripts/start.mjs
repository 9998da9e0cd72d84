// `npm start`: build when the sources changed (the build's output kept in dist/build.log), then
// serve, migrating and seeding an empty database first; and keep serving: a server that stops
// unexpectedly after it served is started again, after a pause that doubles with each crash in a
// row (1 s up to 30 s) and starts over once one has run a minute.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp'; // written by the build
const inputs = ['src', 'migrations', 'package-lock.json', 'vite.config.ts', 'vite.admin.config.ts', 'vite.shared.ts', 'react-router.config.ts'];
const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
const STEADY_MS = 60_000;
/** The last build's output, kept whole; the terminal gets its end only when it fails. */
const BUILD_LOG = 'dist/build.log';
const LOG_TAIL = 40;

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

/**
 * Runs `npm run build` with its output in the log rather than the terminal: a few hundred lines
 * nobody needs unless it fails, and then the end of it is shown.
 */
function build(reason) {
  console.log(`Building the site (${reason}; log in ${BUILD_LOG})…`);
  const startedAt = Date.now();
  fs.mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  const log = fs.openSync(BUILD_LOG, 'w');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (result.status !== 0) {
    const lines = fs.readFileSync(BUILD_LOG, 'utf8').trimEnd().split('\n');
    console.error(`${lines.slice(-LOG_TAIL).join('\n')}\n\nThe build failed; its whole output is in ${BUILD_LOG}.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (inputs.some((p) => fs.existsSync(p) && newestMtime(p) > builtAt)) {
  build(builtAt ? 'the sources changed since the last build' : 'first start, about a minute');
}

let server = null;
let stopping = false;
let everServed = false;
let pause = FIRST_PAUSE_MS;

function startServer() {
  const startedAt = Date.now();
  // The server migrates and seeds an empty database itself (--prepare): one process opens the database.
  // The IPC channel carries one message, sent once it listens. In a process group of its own, a
  // Ctrl-C in the terminal reaches it once, passed on from here, not twice (a second one is a hard stop).
  server = spawn(process.execPath, ['dist/server.js', '--prepare', ...process.argv.slice(2)], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true });
  server.on('message', (message) => {
    if (message && typeof message === 'object' && 'listening' in message) everServed = true;
  });
  server.on('exit', (code, signal) => {
    server = null;
    // Stopped on purpose (by us, or by a signal sent to it: it then exits 0), or it never served
    // (bad configuration, a port in use): starting it again would only fail the same way.
    if (stopping || code === 0 || !everServed) process.exit(code ?? (signal ? 0 : 1));
    if (Date.now() - startedAt >= STEADY_MS) pause = FIRST_PAUSE_MS;
    console.error(`\n  The server stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); starting it again in ${pause / 1000} s.\n`);
    setTimeout(startServer, pause);
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  });
}

// SIGTERM, SIGINT and a closed terminal (SIGHUP) stop the server gracefully (it finishes what is
// in flight), then this process.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    if (server) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    else process.exit(0);
  });
}
startServer();

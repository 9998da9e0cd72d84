import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './cluster';

// Varnish in front of the cluster's two web processes, as docs/operations.md "Varnish in front"
// runs it: the repository's ops/varnish/default.vcl with a site.vcl naming the processes' ports.

/** Debian's varnishd (apt-get install varnish varnish-modules), or null when it is not installed. */
export const VARNISHD = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((p) => fs.existsSync(p)) ?? null;

/** Kept answers outlive the app's 10 s s-maxage by far here: only purges can keep them fresh. */
const KEYED_TTL = '1h';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function portFree(port: number): Promise<boolean> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => server.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => resolve(true)));
  if (bound) await new Promise((resolve) => server.close(resolve));
  return bound;
}

/** ops/varnish/site.vcl's part for these web processes (base addresses on 127.0.0.1). */
function siteVcl(webs: readonly string[]): string {
  const names = webs.map((_, i) => `web${i + 1}`);
  return [
    'probe healthz { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }',
    ...webs.map((url, i) => `backend ${names[i]} { .host = "127.0.0.1"; .port = "${new URL(url).port}"; .probe = healthz; }`),
    `sub site_backends {\n${names.map((n) => `    web.add_backend(${n});`).join('\n')}\n}`,
    'acl purgers { "127.0.0.1"; }',
    '',
  ].join('\n');
}

/** varnishd in the foreground on `port` in front of `webs`, in a temporary directory of its own. */
export async function startVarnish(port: number, webs: readonly string[]) {
  if (!VARNISHD) throw new Error('varnishd is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athenaeum-varnish-'));
  fs.writeFileSync(path.join(dir, 'site.vcl'), siteVcl(webs));
  const workDir = path.join(dir, 'work');
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  /** Whether Varnish answers with the repository's VCL (a PURGE naming nothing is its 400). */
  const answers = async () => (await fetch(url, { method: 'PURGE', signal: AbortSignal.timeout(1000) }).catch(() => null))?.status === 400;

  const start = async () => {
    // -j none: the processes keep the test's privileges, so the compiler reads the checkout wherever it is.
    const c = spawn(
      VARNISHD,
      ['-F', '-j', 'none', '-n', workDir, '-a', `127.0.0.1:${port}`, '-T', 'none', '-p', `vcl_path=${dir}:${path.resolve('ops/varnish')}`, '-f', path.resolve('ops/varnish/default.vcl'), '-s', 'malloc,64m'],
      // Its own process group: killing it ends the cache process with the manager.
      { env: { ...process.env, VARNISH_KEYED_TTL: KEYED_TTL }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    c.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    c.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child = c;
    const deadline = Date.now() + 30_000;
    while (!(await answers())) {
      if (c.exitCode !== null || Date.now() > deadline) throw new Error(`varnishd did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child?.pid) process.kill(-child.pid, sig);
    } catch {
      // The group has gone already.
    }
  };
  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => c.once('exit', () => resolve())));

  await start();
  return {
    url,
    output: () => output,
    /** SIGKILL to the manager and the cache process: the cache is lost. */
    async kill() {
      const c = child!;
      signal('SIGKILL');
      await exited(c);
      child = null;
      // The cache process, which holds the listening socket, dies a moment after the manager.
      while (!(await portFree(port))) await new Promise((r) => setTimeout(r, 20));
    },
    /** Starts it again on the same port, empty. */
    start,
    /** Freezes both processes (SIGSTOP): requests wait unanswered, the cache is kept. */
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    /** varnishstat's counters named. */
    stats(...fields: string[]): Record<string, number> {
      const out = execFileSync('varnishstat', ['-n', workDir, '-1', ...fields.flatMap((f) => ['-f', f])], { encoding: 'utf8' });
      return Object.fromEntries(out.split('\n').filter(Boolean).map((line) => line.split(/\s+/)).map(([name, value]) => [name!, Number(value)]));
    },
    async stop() {
      const c = child;
      if (c) {
        signal('SIGCONT');
        signal('SIGTERM');
        await exited(c);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Varnish = Awaited<ReturnType<typeof startVarnish>>;

/**
 * The cluster of faults/cluster.ts with Varnish in front: every process purges it (VARNISH_URLS)
 * and logs its purges (level debug), and Varnish round-robins the two web processes.
 */
export async function startVarnishCluster() {
  const port = await freePort();
  const cluster = await startCluster({ VARNISH_URLS: `http://127.0.0.1:${port}`, LOG_LEVEL: 'debug' });
  const varnish = await startVarnish(
    port,
    cluster.webs.map((w) => w.url),
  ).catch(async (err: unknown) => {
    await cluster.stop();
    throw err;
  });
  return { cluster, varnish };
}

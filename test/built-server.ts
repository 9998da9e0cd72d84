import { type ChildProcess, spawn } from 'node:child_process';

export interface BuiltProcess {
  process: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string | null>;
  /** SIGTERM (or another signal), and the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | string | null>;
}

export interface BuiltServer extends BuiltProcess {
  url: string;
}

/** node dist/<entry>.js as an operator runs it (npm run build first), resolved once `ready` matches its output. */
async function startBuilt(entry: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<BuiltProcess & { found: RegExpExecArray }> {
  const child = spawn(process.execPath, [`dist/${entry}.js`], { env: { ...env, LOG_PRETTY: '0' } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  let timer: NodeJS.Timeout | undefined;
  const found = await new Promise<RegExpExecArray>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${entry} not ready after 30 s:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const match = ready.exec(output);
      if (match) resolve(match);
    });
    void exited.then((code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
  }).finally(() => clearTimeout(timer));
  return {
    process: child,
    found,
    output: () => output,
    exited,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

/** The web process (dist/server.js) on a port it picks. */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  const { found, ...started } = await startBuilt('server', { ...env, PORT: '0' }, /running at http:\/\/localhost:(\d+)/);
  return { ...started, url: `http://127.0.0.1:${found[1]}` };
}

/** The job worker (dist/worker.js), once its queues are open (it says so at level info, so it logs at least that). */
export async function startBuiltWorker(env: NodeJS.ProcessEnv): Promise<BuiltProcess> {
  const level = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace' ? env.LOG_LEVEL : 'info';
  const { found: _found, ...started } = await startBuilt('worker', { ...env, LOG_LEVEL: level }, /worker started/);
  return started;
}

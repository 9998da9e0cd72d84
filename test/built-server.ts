import { type ChildProcess, spawn } from 'node:child_process';

export interface BuiltServer {
  process: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  /** SIGTERM, and the exit code. */
  stop: () => Promise<number | null>;
}

/** node dist/server.js as an operator runs it (npm run build first), on a port it picks. */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  const child = spawn(process.execPath, ['dist/server.js'], { env: { ...env, PORT: '0', LOG_PRETTY: '0' } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let timer: NodeJS.Timeout | undefined;
  const port = await new Promise<string>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not listening after 30 s:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const found = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
  }).finally(() => clearTimeout(timer));
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

import { type BuiltProcess, type BuiltServer, startBuiltServer, startBuiltWorker } from '../test/built-server';
import { httpClient } from '../test/http';
import { startRoundRobin } from './proxy';

/**
 * What an operator runs past one machine (README, docs/operations.md): two web processes behind
 * a round-robin proxy and one worker, on this test file's PostgreSQL database and Redis prefix.
 */
export async function startCluster(env: NodeJS.ProcessEnv = {}) {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) throw new Error('npm run test:faults needs DATABASE_URL and REDIS_URL');
  const processEnv = { ...process.env, ...env };
  const webs: BuiltServer[] = await Promise.all([startBuiltServer(processEnv), startBuiltServer(processEnv)]);
  let worker: BuiltProcess = await startBuiltWorker(processEnv);
  const proxy = await startRoundRobin(webs.map((w) => w.url));
  return {
    webs,
    proxy,
    /** Requests through the proxy, alternating between the web processes. */
    site: httpClient(proxy.url),
    /** Each web process on its own. */
    direct: webs.map((w) => httpClient(w.url)),
    get worker() {
      return worker;
    },
    /** Stops the worker with a signal (SIGKILL: no chance to finish anything) and starts another. */
    async restartWorker(signal: NodeJS.Signals) {
      await worker.stop(signal);
      worker = await startBuiltWorker(processEnv);
    },
    async stop() {
      await proxy.close();
      await Promise.all([...webs.map((w) => w.stop()), worker.stop()]);
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Prints what a scenario counted, for docs/reliability.md. */
export function report(scenario: string, counted: object): void {
  process.stdout.write(`[faults] ${scenario}: ${JSON.stringify(counted)}\n`);
}

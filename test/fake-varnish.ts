import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for a Varnish instance as the purger sees it (src/platform/cache-purge.ts): it records
// each PURGE and answers 200, or whatever the test asks. The faults suite runs the real Varnish.

export interface PurgeRequest {
  /** The xkey-purge header's tokens; empty for a purge of everything. */
  tokens: string[];
  all: boolean;
  /** When it was answered (Date.now()). */
  answeredAt?: number;
}

export async function startFakeVarnish() {
  const purges: PurgeRequest[] = [];
  /** 'ok' answers 200, 'refuse' 503, 'hang' never answers. */
  let mode: 'ok' | 'refuse' | 'hang' = 'ok';
  /** How long an answer takes. */
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    if (req.method !== 'PURGE') return void res.writeHead(405).end();
    if (mode === 'hang') return;
    if (mode === 'refuse') return void res.writeHead(503).end();
    const header = req.headers['xkey-purge'];
    const purge: PurgeRequest = { tokens: typeof header === 'string' ? header.split(' ') : [], all: req.headers['x-purge-all'] === '1' };
    purges.push(purge);
    setTimeout(() => {
      purge.answeredAt = Date.now();
      res.writeHead(200).end('Purged');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    purges,
    /** Every token purged so far. */
    tokens: () => purges.flatMap((p) => p.tokens),
    answer(next: typeof mode, delay = 0) {
      mode = next;
      delayMs = delay;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeVarnish = Awaited<ReturnType<typeof startFakeVarnish>>;

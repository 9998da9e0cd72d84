import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';

async function listen(app: Express) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The limit a route is measured against: a bare Express 5 server answering every request with a
 * fixed JSON body (set to the route's own answer, so both send the same bytes).
 */
export async function startBareExpress() {
  let body = '{}';
  const app = express();
  app.use((_req, res) => {
    res.type('application/json').send(body);
  });
  return {
    ...(await listen(app)),
    answer: (json: string) => {
      body = json;
    },
  };
}

/** One answer of the app as it went on the wire: the body still encoded as Content-Encoding says. */
export interface SampledAnswer {
  body: Buffer;
  contentType: string;
  /** br, gzip, or undefined when the app sent it as it is. */
  contentEncoding?: string;
}

/** FNV-1a of a string: the same path picks the same answer every time. */
export function hashPath(path: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The limit a mix of routes is measured against: a bare Express 5 server answering each request
 * with one of the app's own answers (samples[hash(path and query) % samples.length]), its bytes
 * as the app encoded them and its Content-Type and Content-Encoding, so both send the same bytes.
 */
export async function startBareSamples() {
  let samples: readonly SampledAnswer[] = [];
  const app = express();
  app.use((req, res) => {
    const s = samples[hashPath(req.originalUrl) % samples.length];
    if (!s) {
      res.status(503).end();
      return;
    }
    res.set('content-type', s.contentType);
    if (s.contentEncoding) res.set({ 'content-encoding': s.contentEncoding, vary: 'Accept-Encoding' });
    res.send(s.body);
  });
  return {
    ...(await listen(app)),
    answer: (answers: readonly SampledAnswer[]) => {
      samples = answers;
    },
  };
}

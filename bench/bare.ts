import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';

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
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (json: string) => {
      body = json;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small round-robin HTTP proxy in front of the web processes, as a load balancer would be: each
 * request goes to the next process; one that refuses the connection (stopped, restarting) is
 * skipped for the next, as a balancer's health check would. Counts what each process answered.
 */
export async function startRoundRobin(targets: string[]) {
  let next = 0;
  const answered = targets.map(() => 0);
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, i: number, tries: number) => {
    const upstream = http.request(targets[i] + (req.url ?? '/'), { method: req.method, headers: req.headers, agent: false }, (answer) => {
      answered[i]!++;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && tries > 1) return forward(req, res, body, (i + 1) % targets.length, tries - 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${err.code ?? err.message}`);
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), next++ % targets.length, targets.length));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many answers each web process gave through the proxy. */
    answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

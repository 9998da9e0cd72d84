import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { onShutdown } from '../shutdown';
import { answerUnknownMethods } from './methods';

/** Listens on port (0 picks a free one); on shutdown, stops accepting and lets in-flight requests finish. */
export async function serve(app: Express, port: number, host?: string): Promise<{ server: Server; port: number }> {
  const server = host ? app.listen(port, host) : app.listen(port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  answerUnknownMethods(server);
  onShutdown('http server', () => {
    // close() stops accepting and waits for open sockets; keep-alive sockets that go idle once their
    // in-flight response is sent would hold it open, so sweep idle ones until it is done.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    return new Promise<void>((resolve) => server.close(() => resolve())).finally(() => clearInterval(sweep));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

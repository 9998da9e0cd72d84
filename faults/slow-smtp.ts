import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a loopback port that holds each message's final reply for holdMs: a mail
 * job stays active that long. A message counts as delivered only once that reply is sent, as in
 * SMTP; one whose sender went away first (a killed worker) is not.
 */
export async function startSlowSmtp(holdMs: number) {
  const delivered: string[] = [];
  let holding = 0;
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose: (session) => void closed.add(session.id),
    onData(stream, session, reply) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        holding++;
        setTimeout(() => {
          holding--;
          if (closed.has(session.id)) return;
          delivered.push(Buffer.concat(chunks).toString('utf8'));
          reply();
        }, holdMs);
      });
    },
  });
  // A killed sender resets its connections; the server reports each as an error, which here is the
  // point of the test, not a fault of it (unheard, it would end the test process).
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** Every message delivered, raw. */
    delivered,
    /** Messages received whose reply is being held. */
    holding: () => holding,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

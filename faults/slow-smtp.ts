import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a loopback port that holds each message's final reply for holdMs, or until
 * `release` when holdMs is Infinity: a mail job stays active that long. A message counts as
 * delivered only once that reply is sent, as in SMTP; one whose sender went away first (a killed
 * worker) is not, and stops being held when its connection closes.
 */
export async function startSlowSmtp(holdMs: number) {
  const delivered: string[] = [];
  let hold = holdMs;
  /** Each held message's reply, by its session. */
  const held = new Map<string, Set<() => void>>();
  const heldBy = (session: string) => held.get(session) ?? held.set(session, new Set()).get(session)!;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose: (session) => void held.delete(session.id),
    onData(stream, session, reply) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const send = () => {
          clearTimeout(timer);
          if (!held.get(session.id)?.delete(send)) return;
          delivered.push(Buffer.concat(chunks).toString('utf8'));
          reply();
        };
        heldBy(session.id).add(send);
        const timer = Number.isFinite(hold) ? setTimeout(send, hold) : undefined;
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
    /** Messages received whose reply is being held (their connections open). */
    holding: () => [...held.values()].reduce((n, replies) => n + replies.size, 0),
    /** Sends the held replies, and holds later ones for holdMs (Infinity: until the next release). */
    release: (holdMs: number) => {
      hold = holdMs;
      for (const replies of [...held.values()]) for (const send of [...replies]) send();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

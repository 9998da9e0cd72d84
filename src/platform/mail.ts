import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from './config';
import { logger } from './logger';
import { onShutdown } from './shutdown';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on the mails members chose); transactional mails have none. */
  headers?: Record<string, string>;
  /** A stable Message-ID ('<…@host>'), so a mail sent again after a crash is recognisably the same one. */
  messageId?: string;
  /** One of many alike (a newsletter's): sent over the bulk pool, never in the way of transactional mail. */
  bulk?: boolean;
}

/** Where .eml files go when no SMTP_URL is set. */
export const mailDir = path.join(config.DATA_DIR, 'mail');

/** Bulk mails one process sends at once over SMTP (the bulk pool's connections). */
export const MAX_SMTP_CONNECTIONS = 5;

// Two transports: transactional mail (activation, orders, refunds) opens a connection per mail as
// its job runs, so it never waits behind a newsletter; bulk mail shares a pool of open connections.
const transporters: { transactional?: Transporter; bulk?: Transporter } = {};
onShutdown('mail', () => {
  for (const kind of ['transactional', 'bulk'] as const) {
    transporters[kind]?.close();
    delete transporters[kind];
  }
});
function transport(bulk: boolean): Transporter {
  const kind = bulk ? 'bulk' : 'transactional';
  transporters[kind] ??= config.SMTP_URL
    ? nodemailer.createTransport(bulk ? { url: config.SMTP_URL, pool: true, maxConnections: MAX_SMTP_CONNECTIONS } : config.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transporters[kind];
}

/** Sends a mail by SMTP, or writes it to ./var/mail as an .eml file and logs where (the embedded default). */
export async function sendMail({ bulk = false, ...mail }: Mail): Promise<void> {
  const info = await transport(bulk).sendMail({ from: config.mailFrom, ...mail });
  if (config.SMTP_URL) {
    logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    return;
  }
  await fs.mkdir(mailDir, { recursive: true });
  // A random part too: stable Message-IDs share their start (a digest's for every member), and
  // mails sent in the same millisecond must not overwrite each other.
  const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}-${randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  // The first link in the text is the one a developer wants (activation, reset) without opening the file.
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  logger.info({ to: mail.to, subject: mail.subject, file, ...(link ? { link } : {}) }, 'mail written to disk');
}

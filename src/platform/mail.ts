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
}

/** Where .eml files go when no SMTP_URL is set. */
export const mailDir = path.join(config.DATA_DIR, 'mail');

/** Mails one process sends at once over SMTP (the pool's connections). */
export const MAX_SMTP_CONNECTIONS = 5;

let transporter: Transporter | null = null;
onShutdown('mail', () => {
  transporter?.close();
  transporter = null;
});
function transport(): Transporter {
  // Pooled: a newsletter's batch sends over a few open connections instead of one per mail.
  transporter ??= config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, pool: true, maxConnections: MAX_SMTP_CONNECTIONS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transporter;
}

/** Sends a mail by SMTP, or writes it to ./var/mail as an .eml file and logs where (the embedded default). */
export async function sendMail(mail: Mail): Promise<void> {
  const info = await transport().sendMail({ from: config.mailFrom, ...mail });
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

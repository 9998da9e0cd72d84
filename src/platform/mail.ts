import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from './config';
import { logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where .eml files go when no SMTP_URL is set. */
export const mailDir = path.join(config.DATA_DIR, 'mail');

let transporter: Transporter | null = null;
function transport(): Transporter {
  transporter ??= config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
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
  const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  // The first link in the text is the one a developer wants (activation, reset) without opening the file.
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  logger.info({ to: mail.to, subject: mail.subject, file, ...(link ? { link } : {}) }, 'mail written to disk');
}

import fs from 'node:fs';
import path from 'node:path';
import { drainJobs } from '../src/platform/jobs';
import { mailDir } from '../src/platform/mail';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
  /** The whole .eml file. */
  raw: string;
  /** A header's value as written (folded lines joined), '' when absent. */
  header: (name: string) => string;
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '';
}

/** The text part of a nodemailer .eml file (plain or multipart, 7bit or quoted-printable). */
function textPart(raw: string): string {
  const plain = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--[^\r\n]+|$)/i.exec(raw);
  const section = plain ? raw.slice(Math.max(0, (plain.index ?? 0) - 200), (plain.index ?? 0) + plain[0].length) : raw;
  const body = plain?.[1] ?? raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  return /Content-Transfer-Encoding: quoted-printable/i.test(section) ? decodeQuotedPrintable(body) : body;
}

/** Every mail the embedded mailer wrote for this test file, oldest first (jobs are drained first). */
export async function outbox(): Promise<SentMail[]> {
  await drainJobs();
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(mailDir, f), 'utf8');
      const text = textPart(raw);
      return { to: header(raw, 'To'), subject: header(raw, 'Subject'), text, links: text.match(/https?:\/\/[^\s<>")]+/g) ?? [], raw, header: (name: string) => header(raw, name) };
    });
}

/** The mails sent so far to an address, oldest first. */
export const mailsTo = async (address: string) => (await outbox()).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));

/**
 * The newest mail to an address once more than `afterCount` have arrived, waiting up to
 * timeoutMs for the job that sends it (on BullMQ it runs in the worker, a moment later).
 */
export async function lastMailTo(address: string, { afterCount = 0, timeoutMs = 10_000 } = {}): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length > afterCount) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The path (and query) of a link, so a test can open it on its own server's port. */
export const linkPath = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

import { z } from 'zod';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { defineJob, enqueue } from '../../platform/jobs';
import { sendMail } from '../../platform/mail';
import { contactNotice, quoteConfirmation, quoteNotice, type ContactRow, type QuoteRow } from './inbox-mails';
import type { ContactBody, QuoteBody } from './schemas';

// Quote requests and contact messages are stored first, so nothing a visitor sends is lost if
// mail is down; jobs mail them after the commit, with retries.

export const mailQuoteRequest = defineJob('shop.mail-quote-request', z.object({ id: z.number().int() }), async ({ id }) => {
  const quote: (QuoteRow & { service_key: string | null; mailed_at: Date | null }) | undefined = await defaultDb('quote_requests')
    .where({ id })
    .first('id', 'email', 'subject', 'message', 'service_key', 'mailed_at');
  if (!quote || quote.mailed_at) return;
  // Named in the receipt only while it is on the services page.
  const service: { title: string } | undefined = quote.service_key ? await defaultDb('services').where({ key: quote.service_key, published: true }).first('title') : undefined;
  await sendMail(quoteConfirmation(quote.email, service?.title ?? null));
  await sendMail(quoteNotice(quote));
  await defaultDb('quote_requests').where({ id }).update({ mailed_at: defaultDb.fn.now() });
});

export const mailContactMessage = defineJob('shop.mail-contact-message', z.object({ id: z.number().int() }), async ({ id }) => {
  const message: (ContactRow & { mailed_at: Date | null }) | undefined = await defaultDb('contact_messages').where({ id }).first();
  if (!message || message.mailed_at) return;
  await sendMail(contactNotice(message));
  await defaultDb('contact_messages').where({ id }).update({ mailed_at: defaultDb.fn.now() });
});

interface Sender {
  userId: number | null;
  ip: string | null;
}

export async function requestQuote(input: QuoteBody, from: Sender, db: Db = defaultDb): Promise<number> {
  return withTransaction(db, async (trx) => {
    const service = input.service_key ? await trx('services').where({ key: input.service_key }).first('key') : undefined;
    const [row] = await trx('quote_requests')
      .insert({ email: input.email, subject: input.subject ?? null, message: input.message, service_key: service?.key ?? null, user_id: from.userId, ip: from.ip })
      .returning('id');
    const id = (row as { id: number }).id;
    await enqueue(mailQuoteRequest, { id }, { trx });
    return id;
  });
}

export async function sendContactMessage(input: ContactBody, from: Sender, db: Db = defaultDb): Promise<number> {
  return withTransaction(db, async (trx) => {
    const [row] = await trx('contact_messages').insert({ ...input, user_id: from.userId, ip: from.ip }).returning('id');
    const id = (row as { id: number }).id;
    await enqueue(mailContactMessage, { id }, { trx });
    return id;
  });
}

import { db } from '../../platform/db';
import { sendMail, type Mail } from '../../platform/mail';

/** An order mail's sent mark: the column of orders set once that mail has gone. */
export type OrderMailMark = 'confirmation_mailed_at' | 'unfilled_mailed_at' | 'shipped_mailed_at';

/** Where a mail's sent mark lives: a column of an order's row, or a refund's own `mailed_at`. */
type SentMark = { table: 'orders'; column: OrderMailMark } | { table: 'refunds'; column: 'mailed_at' };

/**
 * Sends a mail once, as the inbox's jobs do: a job can run again (BullMQ delivers at least once),
 * and the mark, set after the send and read before it, makes the rerun send nothing. Only a crash
 * between the send and the mark can still mail twice, which is better than a mail lost. `compose`
 * gives null when there is nothing to send.
 */
async function mailOnce({ table, column }: SentMark, id: number, compose: () => Promise<Mail | null>): Promise<void> {
  const row: Record<string, Date | null> | undefined = await db(table).where({ id }).first(column);
  if (!row || row[column]) return;
  const mail = await compose();
  if (!mail) return;
  await sendMail(mail);
  await db(table).where({ id }).update({ [column]: db.fn.now() });
}

/** One of an order's mails, once (its mark on the order). */
export const mailOrderOnce = (orderId: number, column: OrderMailMark, compose: () => Promise<Mail | null>) => mailOnce({ table: 'orders', column }, orderId, compose);

/** A refund's mail, once (its mark on the refund). */
export const mailRefundOnce = (refundId: number, compose: () => Promise<Mail | null>) => mailOnce({ table: 'refunds', column: 'mailed_at' }, refundId, compose);

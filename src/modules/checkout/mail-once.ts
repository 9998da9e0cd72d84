import { db } from '../../platform/db';
import { sendMail, type Mail } from '../../platform/mail';

/** An order mail's sent mark: the column of orders set once that mail has gone. */
export type OrderMailMark = 'confirmation_mailed_at' | 'unfilled_mailed_at' | 'shipped_mailed_at';

/**
 * Sends one of an order's mails once, as the inbox's jobs do: a job can run again (BullMQ
 * delivers at least once), and the mark, set after the send and read before it, makes the rerun
 * send nothing. Only a crash between the send and the mark can still mail twice, which is better
 * than a mail lost. `compose` gives null when there is nothing to send.
 */
export async function mailOrderOnce(orderId: number, mark: OrderMailMark, compose: () => Promise<Mail | null>): Promise<void> {
  const order: Partial<Record<OrderMailMark, Date | null>> | undefined = await db('orders').where({ id: orderId }).first(mark);
  if (!order || order[mark]) return;
  const mail = await compose();
  if (!mail) return;
  await sendMail(mail);
  await db('orders').where({ id: orderId }).update({ [mark]: db.fn.now() });
}

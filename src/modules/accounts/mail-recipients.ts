import { db as defaultDb, type Db } from '../../platform/db';

/** Where a mail a member chose goes. */
export interface MailRecipient {
  id: number;
  email: string;
  first_name: string | null;
}

/**
 * The members among `ids` who may be sent mail they chose (newsletters, reply notices): activated
 * (the address is proven theirs, so nobody can sign someone else up for mail), neither
 * deactivated, suspended nor deleted. In id order.
 */
export async function mailRecipients(ids: readonly number[], db: Db = defaultDb): Promise<MailRecipient[]> {
  if (!ids.length) return [];
  return db('users')
    .whereIn('id', [...new Set(ids)])
    .whereNotNull('activated_at')
    .whereNull('deactivated_at')
    .whereNull('suspended_at')
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id', 'email', 'first_name');
}

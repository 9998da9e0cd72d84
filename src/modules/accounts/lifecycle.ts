import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { publish } from '../../platform/events';
import { enqueue } from '../../platform/jobs';
import { memberDeleted } from './events';
import { purgeDeletedAccount } from './jobs';
import { User } from './models';
import { confirmPassword, requireUser } from './profile';
import { DELETION_DEADLINE_DAYS } from './purge';
import { revokeUserSessions } from './sessions';

/** Deactivation signs the member out everywhere; signing in again offers to reactivate. */
export async function deactivate(userId: number, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    await User.query(trx).findById(userId).patch({ deactivated_at: new Date(), updated_at: new Date() });
    await revokeUserSessions(userId, undefined, trx);
  });
}

/**
 * Deletion hides the account at once (signed out, gone from every list and sign-in) and a job
 * erases it right after; the daily purge catches any the job missed, well within the deadline.
 */
export async function deleteAccount(userId: number, password: string, ip: string, db: Db = defaultDb): Promise<void> {
  const user = await requireUser(userId, db);
  await confirmPassword(user, password, ip);
  await withTransaction(db, async (trx) => {
    const now = new Date();
    await User.query(trx)
      .findById(userId)
      .patch({ deleted_at: now, purge_after: new Date(now.getTime() + DELETION_DEADLINE_DAYS * 24 * 60 * 60 * 1000) });
    await revokeUserSessions(userId, undefined, trx);
    await enqueue(purgeDeletedAccount, { userId }, { trx });
    await publish(memberDeleted, { userId }, { trx });
  });
}

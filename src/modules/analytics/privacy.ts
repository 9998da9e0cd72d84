import { db } from '../../platform/db';
import { subscribe } from '../../platform/events';
import { memberDeleted } from '../accounts';

/** A deleted member's page views and events stay in the counts, no longer linked to them. Safe to run twice. */
export const forgetDeletedMember = subscribe(memberDeleted, 'analytics', async ({ userId }) => {
  for (const table of ['page_views', 'usage_events']) await db(table).where({ user_id: userId }).update({ user_id: null });
});

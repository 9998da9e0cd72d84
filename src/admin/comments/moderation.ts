import { useDataProvider, useRefresh, type Identifier } from 'react-admin';
import type { AdminCommentRecord } from '../../modules/community/schemas';
import { useBatchAction, type BatchToasts } from '../shared/use-batch-action';

/** What a moderator can do to a comment short of deleting it (PUT /api/admin/comments/{id}). */
export type Moderation = 'hide' | 'restore' | 'dismiss';

const CHANGE: Record<Moderation, { hidden?: boolean; dismiss_reports?: boolean }> = {
  hide: { hidden: true },
  restore: { hidden: false },
  dismiss: { dismiss_reports: true },
};

const comments = (n: number) => (n === 1 ? 'Comment' : `${n} comments`);

export const MODERATION_TOASTS: Record<Moderation, BatchToasts> = {
  hide: { done: (n) => `${comments(n)} hidden`, failed: 'Could not hide the comment.' },
  restore: { done: (n) => `${comments(n)} restored`, failed: 'Could not restore the comment.' },
  dismiss: { done: 'Reports dismissed', failed: 'Could not dismiss the reports.' },
};

/**
 * Hide, restore or dismiss the reports of one comment or several, one request each; then every
 * list and record on screen reloads (a hidden comment leaves the queue, its article's count drops).
 */
export function useModeration() {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const { run, pending } = useBatchAction(
    (action: Moderation, id: Identifier) =>
      dataProvider.update<AdminCommentRecord>('comments', { id, data: CHANGE[action], previousData: { id } as AdminCommentRecord }),
    MODERATION_TOASTS,
  );
  const moderate = async (action: Moderation, ids: Identifier[]) => {
    const done = await run(action, ids);
    refresh();
    return done;
  };
  return { moderate, pending };
}

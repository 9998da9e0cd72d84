import type { SortPayload } from 'react-admin';

/**
 * The moderation list's three views, as filters the API takes (AdminCommentFilter): the queue
 * (reported, most reports first; the default), the hidden comments, and every comment.
 */
export const VIEWS = [
  { key: 'reported', label: 'Reported', filter: { reported: true }, sort: { field: 'open_reports', order: 'DESC' } },
  { key: 'hidden', label: 'Hidden', filter: { hidden: true }, sort: { field: 'created_at', order: 'DESC' } },
  { key: 'all', label: 'All comments', filter: {}, sort: { field: 'created_at', order: 'DESC' } },
] as const satisfies ReadonlyArray<{ key: string; label: string; filter: Record<string, boolean>; sort: SortPayload }>;

export type ViewKey = (typeof VIEWS)[number]['key'];

export const QUEUE = VIEWS[0];

export function viewOf(filter: Record<string, unknown>): ViewKey {
  if (filter.reported === true) return 'reported';
  if (filter.hidden === true) return 'hidden';
  return 'all';
}

/** The filters beyond the view (search, article, author) that narrow it. */
export const isNarrowed = (filter: Record<string, unknown>) => ['q', 'article_id', 'user_id'].some((key) => filter[key] !== undefined && filter[key] !== '');

/** What an empty list says: the queue's all-clear, or that nothing matches. */
export function emptyText(filter: Record<string, unknown>): string {
  if (isNarrowed(filter)) return 'No comments match these filters.';
  switch (viewOf(filter)) {
    case 'reported':
      return 'No reported comments. All quiet.';
    case 'hidden':
      return 'No hidden comments.';
    default:
      return 'No comments yet.';
  }
}

import type { InfiniteData } from '@tanstack/react-query';
import type { CommentListResponse, CommentResponse, CommentSort } from '../../modules/community/schemas';
import { MAX_INLINE_DEPTH } from '../../modules/community/schemas';
import { applyVote, type VoteKind } from './articles';

// Pure helpers of the comment threads (SPEC §4 Comment): what a comment shows, and how one change
// (a reply, an edit, a vote, a deletion) is written into every cached tree that holds the comment.

/** SPEC §9: Highest Rated (likes, the default) and New. */
export const COMMENT_SORT_OPTIONS = [
  { id: 'likes', label: 'Highest Rated' },
  { id: 'created_at', label: 'New' },
] as const satisfies ReadonlyArray<{ id: CommentSort; label: string }>;

export const DEFAULT_COMMENT_SORT: CommentSort = 'likes';

export const DELETED_MEMBER = '[deleted member]';

/** The author's name, or words for an account that is gone. */
export const authorLabel = (c: CommentResponse) => c.username ?? DELETED_MEMBER;

/** What a stub (kept for its replies) says in place of its text; null for a comment shown. */
export function stubText(c: CommentResponse): string | null {
  if (c.state === 'deleted') return '[deleted]';
  if (c.state === 'hidden') return '[hidden by a moderator]';
  return null;
}

/** Edited after it was posted. */
export const wasEdited = (c: CommentResponse) => new Date(c.updated_at).getTime() > new Date(c.created_at).getTime();

/** The comment has replies, shown or still to load. */
export const hasReplies = (c: CommentResponse) => c.children.length > 0 || c.replies_to_load > 0;

/**
 * SPEC §4: a comment's further replies load in place while they would sit above nesting level 4
 * (`level` counts from the page's top comments, 0); deeper, they open on the thread's own page.
 */
export const repliesLoadInline = (level: number) => level + 1 < MAX_INLINE_DEPTH;

/** The single-thread page of a comment. */
export const threadHref = (slug: string, id: number) => `/comment/${encodeURIComponent(slug)}/${id}`;

/** '3 more replies', '1 more reply'; 'More replies' when the count is not known. */
export const moreRepliesLabel = (n: number) => (n <= 0 ? 'More replies' : `${n} more ${n === 1 ? 'reply' : 'replies'}`);

// ---- one change, every tree --------------------------------------------------------------------

/** A change to one comment: its new self, or null to take it out of the tree. */
export type CommentChange = (c: CommentResponse) => CommentResponse | null;

/** The tree with `change` applied to the comment `id`, wherever it sits (untouched branches kept as they were). */
export function changeComment(list: CommentResponse[], id: number, change: CommentChange): CommentResponse[] {
  let changed = false;
  const out: CommentResponse[] = [];
  for (const c of list) {
    if (c.id === id) {
      const next = change(c);
      if (next !== c) changed = true;
      if (next) out.push(next);
      continue;
    }
    const children = c.children.length ? changeComment(c.children, id, change) : c.children;
    if (children !== c.children) changed = true;
    out.push(children === c.children ? c : { ...c, children });
  }
  return changed ? out : list;
}

/** A reply as it joins its parent (SPEC §4: likes 0, dislikes 0, replies_to_load 0, no replies). */
export const freshReply = (c: CommentResponse): CommentResponse => ({ ...c, likes: 0, dislikes: 0, replies_to_load: 0, children: [] });

/** The tree with the reply FIRST among its parent's replies (SPEC §4); unchanged when it is already there. */
export const insertReply = (list: CommentResponse[], reply: CommentResponse) =>
  reply.parent_comment === null
    ? list
    : changeComment(list, reply.parent_comment, (parent) =>
        parent.children.some((c) => c.id === reply.id) ? parent : { ...parent, children: [freshReply(reply), ...parent.children] },
      );

/**
 * A deleted comment leaves the thread at once (SPEC §4); one with replies becomes a stub, as the
 * server keeps it, so its replies stay where they were.
 */
export const removeComment = (list: CommentResponse[], id: number) => changeComment(list, id, (c) => (hasReplies(c) ? asStub(c) : null));

/** A comment removed but kept for its replies, as the server keeps it. */
const asStub = (c: CommentResponse): CommentResponse => ({ ...c, state: 'deleted', body: '', body_html: '' });

/** An edit as the server answered it: the text and dates change, the thread under it stays. */
export const applyEdit = (list: CommentResponse[], edited: CommentResponse) =>
  changeComment(list, edited.id, (c) => ({ ...c, body: edited.body, body_html: edited.body_html, state: edited.state, updated_at: edited.updated_at }));

export const setCounts = (list: CommentResponse[], id: number, counts: { likes: number; dislikes: number }) =>
  changeComment(list, id, (c) => ({ ...c, likes: counts.likes, dislikes: counts.dislikes }));

/** The first comment with this id in the tree. */
export function findComment(list: readonly CommentResponse[], id: number): CommentResponse | undefined {
  for (const c of list) {
    if (c.id === id) return c;
    const found = findComment(c.children, id);
    if (found) return found;
  }
  return undefined;
}

/** What the thread caches hold: pages of a level (the article's list, loaded replies) or one thread (its page). */
export type ThreadData = InfiniteData<CommentListResponse, string | null> | CommentResponse;

const isPages = (data: ThreadData): data is InfiniteData<CommentListResponse, string | null> => 'pages' in data;

/**
 * A cached tree with an edit applied to its comments. The root of a thread page is never taken
 * away: removed, it stays as a stub.
 */
export function changeThread<T extends ThreadData>(data: T, edit: (list: CommentResponse[]) => CommentResponse[]): T {
  if (isPages(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const comments = edit(page.comments);
      if (comments === page.comments) return page;
      changed = true;
      return { ...page, comments };
    });
    return changed ? { ...data, pages } : data;
  }
  const [root] = edit([data]);
  if (root === data) return data;
  return (root ?? asStub(data)) as T;
}

/** Every comment of a cached tree, for finding one. */
export const commentsOf = (data: ThreadData): CommentResponse[] => (isPages(data) ? data.pages.flatMap((p) => p.comments) : [data]);

/** A new top-level comment first in a list's first page (SPEC §4); unchanged when it is already there. */
export function prependComment(data: InfiniteData<CommentListResponse, string | null>, comment: CommentResponse): InfiniteData<CommentListResponse, string | null> {
  const [first, ...rest] = data.pages;
  if (!first || data.pages.some((p) => p.comments.some((c) => c.id === comment.id))) return data;
  return { ...data, pages: [{ ...first, comments: [freshReply(comment), ...first.comments] }, ...rest] };
}

/** Loaded replies past those a comment already shows: the server reads from the first, so the shown ones come again. */
export const unseenReplies = (loaded: readonly CommentResponse[], shown: readonly CommentResponse[]) => {
  const ids = new Set(shown.map((c) => c.id));
  return loaded.filter((c) => !ids.has(c.id));
};

// ---- the member's own votes --------------------------------------------------------------------

/** GET usermd's answer: the ids the member liked and disliked. */
export interface CommentMarks {
  likes: number[];
  dislikes: number[];
}

export const NO_MARKS: CommentMarks = { likes: [], dislikes: [] };

export const marksOf = (marks: CommentMarks, id: number) => ({ liked: marks.likes.includes(id), disliked: marks.dislikes.includes(id) });

/** The member's marks with one comment's vote set as given. */
export function withMarks(marks: CommentMarks, id: number, vote: { liked: boolean; disliked: boolean }): CommentMarks {
  const likes = marks.likes.filter((x) => x !== id);
  const dislikes = marks.dislikes.filter((x) => x !== id);
  return { likes: vote.liked ? [...likes, id] : likes, dislikes: vote.disliked ? [...dislikes, id] : dislikes };
}

/**
 * A press of Like or Dislike as it will count (SPEC §4): pressing a vote already given withdraws
 * it (`on` false); liking takes back a dislike and the reverse. The counts and marks to show at once.
 */
export function castVote(c: Pick<CommentResponse, 'id' | 'likes' | 'dislikes'>, marks: CommentMarks, kind: VoteKind) {
  const mine = marksOf(marks, c.id);
  const on = !(kind === 'like' ? mine.liked : mine.disliked);
  const next = applyVote({ likes: c.likes, dislikes: c.dislikes, ...mine }, kind, on);
  return { on, counts: { likes: next.likes, dislikes: next.dislikes }, marks: withMarks(marks, c.id, next) };
}

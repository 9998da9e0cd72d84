import { z } from 'zod';
import { articleId, id, optionalText, REQUIRED, tooLong } from '../../platform/contract';

// The comments API's requests and responses (SPEC.md §3 Comment, per-user comment metadata; §7
// Comments; §9 limits). The web app and the admin console import these.

/** SPEC §9: a page of comments. */
export const COMMENT_PAGE_SIZE = 10;
/** SPEC §9: replies load inline down to this level; deeper, the thread opens on its own page. */
export const MAX_INLINE_DEPTH = 4;
/** Replies that come with each comment of a page; the rest load on demand ('more replies'). */
export const INLINE_REPLIES = 3;
/** The longest comment, in characters of markdown. */
export const COMMENT_MAX_LENGTH = 10_000;
/** SPEC §5: a blank comment. */
export const COMMENT_REQUIRED = 'Please enter a comment.';

/** SPEC §9: Highest Rated (likes, the default) and New (created_at). */
export const COMMENT_SORTS = ['likes', 'created_at'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

// ---- responses ---------------------------------------------------------------------------------

/** shown; or a stub kept because it still has replies: removed by its author or a moderator, or hidden by a moderator. */
export type CommentState = 'shown' | 'deleted' | 'hidden';

export interface CommentResponse {
  id: number;
  /** The article's readable id (slug). */
  article_id: string;
  /** Markdown as written; '' unless shown. */
  body: string;
  /** The markdown rendered and sanitised on the server; '' unless shown. */
  body_html: string;
  /** Null once the author's account is gone: shown as "[deleted member]". */
  username: string | null;
  /** The author holds the administrator role (SPEC §6: the Administrator badge). */
  author_is_admin: boolean;
  state: CommentState;
  /** Null for a top-level comment. */
  parent_comment: number | null;
  /** 0 for a top-level comment; a reply is one deeper than its parent. */
  depth: number;
  /** The first INLINE_REPLIES replies, in the list's sort (their own children not included). */
  children: CommentResponse[];
  likes: number;
  dislikes: number;
  created_at: string;
  /** Later than created_at once edited. */
  updated_at: string;
  /** Replies not in children: what 'more replies' would load. */
  replies_to_load: number;
}

/** GET /article/comment: one page of one level (top-level, or the replies to parent_comment). */
export interface CommentListResponse {
  comments: CommentResponse[];
  /** Pass as `cursor` for the next page (stable while comments arrive or counts change); null at the end. */
  next_cursor: string | null;
}

/** GET /article/comment/{id}: the comment with its first replies (the single-thread page). */
export interface CommentOneResponse {
  comment: CommentResponse;
}

/** POST /article/comment: the new comment's id, and the comment as the thread shows it. */
export interface CommentPostedResponse {
  id: number;
  comment: CommentResponse;
}

/** PUT /article/comment/{id}. */
export interface CommentUpdatedResponse {
  comment: CommentResponse;
}

/** Like or dislike: the comment's counts and where the member's vote now stands. */
export interface CommentVoteResponse {
  likes: number;
  dislikes: number;
  liked: boolean;
  disliked: boolean;
}

/** GET /article/comment/usermd/{articleId}: the ids of the article's comments the member liked and disliked. */
export interface CommentUserMetadataResponse {
  results: { likes: number[]; dislikes: number[] };
}

/** POST /article/comment/preview: the editor's preview, rendered exactly as a posted comment would be. */
export interface CommentPreviewResponse {
  body_html: string;
}

// ---- requests ----------------------------------------------------------------------------------

/** Markdown of a comment: not blank, at most COMMENT_MAX_LENGTH; no control characters but tabs and newlines. */
export const commentBody = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: COMMENT_REQUIRED, abort: true })
  .max(COMMENT_MAX_LENGTH, tooLong(COMMENT_MAX_LENGTH))
  // eslint-disable-next-line no-control-regex -- the point is to refuse them
  .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), 'Remove the control characters.');

/** A page cursor: the sort value and id of the last comment shown, as the server wrote it. */
export const COMMENT_CURSOR = /^\d{1,17}\.\d{1,10}$/;

/** GET /article/comment?article_id=&sort_by=&offset=&quantity=&parent_comment=&cursor= */
export const CommentListQuery = z.strictObject({
  article_id: articleId,
  sort_by: z.enum(COMMENT_SORTS).default('likes'),
  parent_comment: id.optional(),
  /** SPEC §7's paging; a cursor, when given, takes its place. */
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  quantity: z.coerce.number().int().min(1).max(100).default(COMMENT_PAGE_SIZE),
  cursor: z.string().regex(COMMENT_CURSOR, 'Not a page cursor.').optional(),
});
export type CommentListQuery = z.infer<typeof CommentListQuery>;

export const CommentIdParams = z.strictObject({ id });
export const ArticleCommentsParams = z.strictObject({ id: articleId });

/** GET /article/comment/{id}?sort_by= : the order of the replies that come with it. */
export const CommentOneQuery = z.strictObject({ sort_by: z.enum(COMMENT_SORTS).default('likes') });

/** POST /article/comment */
export const PostCommentBody = z.strictObject({
  article_id: articleId,
  body: commentBody,
  parent_comment: id.nullish(),
});
export type PostCommentBody = z.infer<typeof PostCommentBody>;

/** PUT /article/comment/{id} */
export const EditCommentBody = z.strictObject({ body: commentBody });

/** POST /article/comment/preview */
export const PreviewCommentBody = z.strictObject({ body: z.string().max(COMMENT_MAX_LENGTH, tooLong(COMMENT_MAX_LENGTH)) });

/** POST /article/comment/like/{id}/{1|0} and /dislike/: 1 sets the vote, 0 withdraws it. */
export const CommentVoteParams = z.strictObject({
  id,
  on: z.enum(['0', '1'], { error: 'Must be 1 or 0.' }).transform((v) => v === '1'),
});

/** POST /article/comment/report/{id}: the reason is optional (SPEC shows none). */
export const ReportCommentBody = z.strictObject({ reason: optionalText(500) }).default({ reason: null });

// ---- the console (ra-data-simple-rest: /api/admin/comments, /api/admin/comment-bans) ----------------

/** A comment in the moderation queue, or found by the console's search. */
export interface AdminCommentRecord {
  id: number;
  article_id: string;
  article_title: string;
  /** The markdown as written, kept even when hidden, so a moderator can judge it. */
  body: string;
  body_html: string;
  user_id: number | null;
  username: string | null;
  /** The author may not comment any more. */
  author_banned: boolean;
  parent_comment: number | null;
  depth: number;
  likes: number;
  dislikes: number;
  created_at: string;
  updated_at: string;
  /** Hidden by a moderator (reversible: restore). */
  hidden: boolean;
  /** Removed by its author or a moderator (not reversible). */
  deleted: boolean;
  /** Reports not yet dealt with. */
  open_reports: number;
  /** Every report of it, newest first. */
  reports: Array<{ username: string | null; reason: string | null; created_at: string; resolved: boolean }>;
}

/** GET /api/admin/comments filters: the queue is reported=true (the default view), sorted by open_reports. */
export const AdminCommentFilter = z.strictObject({
  q: z.string().trim().max(200).optional(),
  reported: z.boolean().optional(),
  hidden: z.boolean().optional(),
  article_id: articleId.optional(),
  user_id: id.optional(),
});
export const ADMIN_COMMENT_SORTS = ['id', 'created_at', 'open_reports', 'likes', 'dislikes'] as const;

/**
 * PUT /api/admin/comments/{id}: hide (hidden true) or restore (false); `dismiss_reports` resolves
 * the open reports without hiding. Hiding or restoring resolves them too. Other fields of the
 * record are ignored, as react-admin sends the whole record back.
 */
export const AdminCommentUpdate = z.object({
  hidden: z.boolean().optional(),
  dismiss_reports: z.boolean().optional(),
});

/** A member barred from posting and editing comments (reading, voting and reporting stay open). */
export interface CommentBanRecord {
  /** The member's user id (react-admin's id). */
  id: number;
  username: string | null;
  reason: string | null;
  created_at: string;
}

/** POST /api/admin/comment-bans; DELETE /api/admin/comment-bans/{user_id} lifts it. */
export const CommentBanBody = z.object({
  user_id: id,
  reason: optionalText(500),
});

/** A discussion on /forums (issue 27): an article with shown comments (neither removed nor hidden). */
/** A comment as its author's member page lists it (GET /api/members/{username}). */
export interface AuthoredComment {
  id: number;
  /** The article's readable id and title: the thread is /comment/{article_id}/{id}. */
  article_id: string;
  article_title: string;
  /** The comment's text, cut short. */
  excerpt: string;
  created_at: string;
}

export interface Discussion {
  /** The article's readable id and title. */
  article_id: string;
  title: string;
  comments: number;
  /** When the newest shown comment was written, and its id: its thread is /comment/{article_id}/{last_comment_id}. */
  last_activity: string;
  last_comment_id: number;
}

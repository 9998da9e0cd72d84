import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  COMMENT_PAGE_SIZE,
  type CommentListResponse,
  type CommentPostedResponse,
  type CommentPreviewResponse,
  type CommentResponse,
  type CommentSort,
  type CommentUpdatedResponse,
  type CommentUserMetadataResponse,
  type CommentVoteResponse,
} from '../../modules/community/schemas';
import type { VoteKind } from '../lib/articles';
import { api, isMissing, type RequestOptions } from './client';
import { keys } from './keys';
import { apiReads, type SiteReads } from './reads';

// The comments' calls (SPEC §7 Comments) and the queries the article and thread pages read.

export type { CommentListResponse, CommentResponse, CommentSort, CommentVoteResponse };

export interface CommentPage {
  slug: string;
  sort: CommentSort;
  /** The replies to this comment; absent: the top level. */
  parent?: number;
  cursor?: string | null;
}

/**
 * SPEC §8: a failed load is only logged (the list shows its error state all the same). A comment
 * or article that is not there is no failure: its page answers 404.
 */
function logged<T>(load: Promise<T>): Promise<T> {
  return load.catch((err: unknown) => {
    if (!(err instanceof DOMException && err.name === 'AbortError') && !isMissing(err)) console.error('Could not load comments.', err);
    throw err;
  });
}

/** One page of one level of an article's comments, each with its first replies. */
export function getComments({ slug, sort, parent, cursor }: CommentPage, opts?: RequestOptions) {
  const query = new URLSearchParams({ article_id: slug, sort_by: sort, quantity: String(COMMENT_PAGE_SIZE) });
  if (parent !== undefined) query.set('parent_comment', String(parent));
  if (cursor) query.set('cursor', cursor);
  return logged(api.get<CommentListResponse>(`/article/comment?${query}`, opts));
}

export const postComment = (slug: string, body: string, parent: number | null) =>
  api.post<CommentPostedResponse>('/article/comment', { article_id: slug, body, ...(parent === null ? {} : { parent_comment: parent }) });

export const editComment = (id: number, body: string) => api.put<CommentUpdatedResponse>(`/article/comment/${id}`, { body }).then((r) => r.comment);

export const deleteComment = (id: number) => api.del<void>(`/article/comment/${id}`);

/** Likes or dislikes a comment (`on` false withdraws it); the answer is the counts and where the vote stands. */
export const voteComment = (id: number, kind: VoteKind, on: boolean) => api.post<CommentVoteResponse>(`/article/comment/${kind}/${id}/${on ? 1 : 0}`);

export const reportComment = (id: number, reason: string) => api.post<{ reported: true }>(`/article/comment/report/${id}`, reason.trim() ? { reason: reason.trim() } : {});

/** The ids of the article's comments the member liked and disliked (empty lists for a guest). */
export const getCommentVotes = (slug: string, opts?: RequestOptions) =>
  api.get<CommentUserMetadataResponse>(`/article/comment/usermd/${encodeURIComponent(slug)}`, opts).then((r) => r.results);

/** The markdown rendered exactly as the posted comment would be. */
export const previewComment = (body: string, opts?: RequestOptions) =>
  api.post<CommentPreviewResponse>('/article/comment/preview', { body }, opts).then((r) => r.body_html);

// ---- TanStack Query: what the pages read, under the keys of keys.ts ------------------------------

const byCursor = { initialPageParam: null as string | null, getNextPageParam: (last: CommentListResponse) => last.next_cursor ?? undefined };

/** The top-level comments, COMMENT_PAGE_SIZE at a time. */
export const commentsQuery = (slug: string, sort: CommentSort) =>
  infiniteQueryOptions({
    queryKey: keys.comments.list(slug, sort),
    queryFn: ({ pageParam, signal }) => getComments({ slug, sort, cursor: pageParam }, { signal }),
    ...byCursor,
  });

/** The replies to a comment, read from the first (the caller drops those it already shows). */
export const repliesQuery = (slug: string, parent: number, sort: CommentSort) =>
  infiniteQueryOptions({
    queryKey: keys.comments.replies(slug, parent, sort),
    queryFn: ({ pageParam, signal }) => getComments({ slug, sort, parent, cursor: pageParam }, { signal }),
    ...byCursor,
  });

/** One comment with its first replies, in `sort`; a 404 ApiError when it or its article is gone. */
export const commentQuery = (slug: string, id: number, sort: CommentSort, reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.comments.one(slug, id, sort), queryFn: ({ signal }) => logged(reads.comment(id, sort, { signal }).then((r) => r.comment)) });

export const commentVotesQuery = (slug: string, viewer: number) =>
  queryOptions({ queryKey: keys.comments.votes(slug, viewer), queryFn: ({ signal }) => getCommentVotes(slug, { signal }) });

export const commentPreviewQuery = (body: string) =>
  queryOptions({ queryKey: keys.comments.preview(body), queryFn: ({ signal }) => previewComment(body, { signal }), staleTime: Infinity, gcTime: 60_000 });

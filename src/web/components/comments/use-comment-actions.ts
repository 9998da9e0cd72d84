import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { commentVotesQuery, deleteComment, editComment, postComment, reportComment, voteComment, type CommentResponse } from '../../api/comments';
import { keys } from '../../api/keys';
import type { VoteKind } from '../../lib/articles';
import {
  applyEdit,
  castVote,
  changeThread,
  insertReply,
  NO_MARKS,
  prependComment,
  removeComment,
  setCounts,
  withMarks,
  type CommentMarks,
  type ThreadData,
} from '../../lib/comments';
import { useAuth } from '../../state/auth';
import { useLoginModal } from '../../state/login-modal';
import { useToast } from '../../state/toast';

// What a member does to comments (SPEC §4 Comment, §8's toasts). A change is written at once into
// every cached tree of the article's comments (its pages, loaded replies, a thread page), so the
// comment changes wherever it shows, without fetching the threads again.

/** SPEC §8: comment toasts are headed 'Success' or 'An error occurred.'. */
const SUCCESS = 'Success';
const FAILURE = 'An error occurred.';
export const MUST_SIGN_IN = 'User must be logged in.';

const isStatus = (err: unknown, status: number) => err instanceof ApiError && err.status === status;

/** Writes an edit of the comment trees into every cached tree of the article's comments. */
function useThreadWriter(slug: string) {
  const client = useQueryClient();
  return useCallback(
    (edit: (list: CommentResponse[]) => CommentResponse[]) =>
      client.setQueriesData<ThreadData>({ queryKey: keys.comments.threads(slug) }, (data) => (data ? changeThread(data, edit) : data)),
    [client, slug],
  );
}

/** The article's comment count follows posts and deletes; lists showing it catch up when next shown. */
function useCountChanged(slug: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.articles.detail(slug) });
    void client.invalidateQueries({ queryKey: keys.articles.searches, refetchType: 'none' });
  };
}

/** Posts a comment or a reply: a reply goes first among its parent's, a comment first in the list. */
export function usePostComment(slug: string) {
  const client = useQueryClient();
  const write = useThreadWriter(slug);
  const countChanged = useCountChanged(slug);
  const toast = useToast();
  return useMutation({
    mutationFn: ({ body, parent }: { body: string; parent: number | null }) => postComment(slug, body, parent),
    onSuccess: ({ comment }) => {
      if (comment.parent_comment === null) {
        client.setQueriesData<ThreadData>({ queryKey: keys.comments.lists(slug) }, (data) => (data && 'pages' in data ? prependComment(data, comment) : data));
      } else {
        write((list) => insertReply(list, comment));
      }
      countChanged();
      toast({ heading: SUCCESS, content: 'Your comment has been posted.' });
    },
    onError: (err) => {
      // A guest (signed out meanwhile) is asked to sign in by the editor instead.
      if (!isStatus(err, 401)) toast({ heading: FAILURE, content: 'Unable to post your comment.' });
    },
  });
}

export function useEditComment(slug: string) {
  const write = useThreadWriter(slug);
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => editComment(id, body),
    onSuccess: (comment) => {
      write((list) => applyEdit(list, comment));
      toast({ heading: SUCCESS, content: 'Your comment has been updated.' });
    },
    onError: (err) => {
      if (!isStatus(err, 401)) toast({ heading: FAILURE, content: 'Unable to update your comment.' });
    },
  });
}

/** Deletes the member's comment; it leaves the page at once (a stub stays over its replies). */
export function useDeleteComment(slug: string) {
  const write = useThreadWriter(slug);
  const countChanged = useCountChanged(slug);
  const toast = useToast();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await deleteComment(id);
      } catch (err) {
        // Already gone (deleted in another tab): the page catches up all the same.
        if (!isStatus(err, 404)) throw err;
      }
    },
    onSuccess: (_, id) => {
      write((list) => removeComment(list, id));
      countChanged();
      toast({ heading: SUCCESS, content: 'Your comment was deleted.' });
    },
    onError: () => toast({ heading: FAILURE, content: 'Could not delete your comment.' }),
  });
}

export function useReportComment() {
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => reportComment(id, reason),
    onSuccess: () => toast({ heading: SUCCESS, content: 'This comment has been reported.' }),
    onError: () => toast({ heading: FAILURE, content: 'Could not report this comment.' }),
  });
}

/** The signed-in member's likes and dislikes of the article's comments (none for a guest). */
export function useCommentMarks(slug: string): CommentMarks {
  const { user } = useAuth();
  const marks = useQuery({ ...commentVotesQuery(slug, user?.id ?? 0), enabled: !!user });
  return (user && marks.data) || NO_MARKS;
}

interface VoteInput {
  id: number;
  kind: VoteKind;
  on: boolean;
  counts: { likes: number; dislikes: number };
  marks: CommentMarks;
  before: { counts: { likes: number; dislikes: number }; marks: CommentMarks };
}

/**
 * Like and dislike of one comment (SPEC §4): exclusive, pressing again withdraws, shown at once and
 * rolled back if the server refuses (then only logged, SPEC §8). A guest is asked to sign in. One
 * vote at a time: a press while the last is on its way is ignored (the buttons already show it).
 */
export function useCommentVote(slug: string) {
  const client = useQueryClient();
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const write = useThreadWriter(slug);
  const votesKey = keys.comments.votes(slug, user?.id ?? 0);
  const setMarks = (marks: CommentMarks) => client.setQueryData<CommentMarks>(votesKey, marks);

  const mutation = useMutation({
    mutationFn: ({ id, kind, on }: VoteInput) => voteComment(id, kind, on),
    onMutate: async ({ id, counts, marks }) => {
      await client.cancelQueries({ queryKey: votesKey });
      write((list) => setCounts(list, id, counts));
      setMarks(marks);
    },
    onError: (err, { id, kind, before }) => {
      write((list) => setCounts(list, id, before.counts));
      setMarks(before.marks);
      if (isStatus(err, 401)) loginModal.open();
      console.error(kind === 'like' ? 'Could not like comment.' : 'Could not dislike comment.', err);
    },
    onSuccess: ({ likes, dislikes, liked, disliked }, { id }) => {
      write((list) => setCounts(list, id, { likes, dislikes }));
      setMarks(withMarks(client.getQueryData<CommentMarks>(votesKey) ?? NO_MARKS, id, { liked, disliked }));
    },
  });

  const vote = (comment: CommentResponse, kind: VoteKind) => {
    if (!user) {
      loginModal.open();
      return;
    }
    if (mutation.isPending) return;
    const marks = client.getQueryData<CommentMarks>(votesKey) ?? NO_MARKS;
    const next = castVote(comment, marks, kind);
    mutation.mutate({ id: comment.id, kind, on: next.on, counts: next.counts, marks: next.marks, before: { counts: { likes: comment.likes, dislikes: comment.dislikes }, marks } });
  };
  return vote;
}

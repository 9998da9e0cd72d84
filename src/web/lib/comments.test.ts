import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CommentListResponse, CommentResponse } from '../../modules/community/schemas';
import {
  applyEdit,
  authorLabel,
  castVote,
  changeThread,
  insertReply,
  marksOf,
  moreRepliesLabel,
  prependComment,
  removeComment,
  repliesLoadInline,
  setCounts,
  stubText,
  unseenReplies,
  wasEdited,
  withMarks,
} from './comments';
import { commentFixture } from '../api/comment-fixture';

const comment = commentFixture;

const ids = (list: CommentResponse[]): unknown[] => list.map((c) => (c.children.length ? [c.id, ids(c.children)] : c.id));

const pages = (...lists: CommentResponse[][]): InfiniteData<CommentListResponse, string | null> => ({
  pages: lists.map((comments, i) => ({ comments, next_cursor: i < lists.length - 1 ? `1.${i}` : null })),
  pageParams: lists.map((_, i) => (i ? `1.${i - 1}` : null)),
});

describe('what a comment shows', () => {
  it('a gone author, stubs and an edit', () => {
    expect(authorLabel(comment(1, { username: null }))).toBe('[deleted member]');
    expect(stubText(comment(1, { state: 'deleted' }))).toBe('[deleted]');
    expect(stubText(comment(1, { state: 'hidden' }))).toBe('[hidden by a moderator]');
    expect(stubText(comment(1))).toBeNull();
    expect(wasEdited(comment(1))).toBe(false);
    expect(wasEdited(comment(1, { updated_at: '2026-03-01T10:05:00.000Z' }))).toBe(true);
  });

  it('more replies load in place above level 4, then open the thread page (SPEC §4)', () => {
    expect([0, 1, 2, 3].map(repliesLoadInline)).toEqual([true, true, true, false]);
    expect([0, 1, 7].map(moreRepliesLabel)).toEqual(['More replies', '1 more reply', '7 more replies']);
  });
});

describe('a reply goes first among its parent\'s replies (SPEC §4)', () => {
  const tree = [comment(1, { children: [comment(2, { parent_comment: 1, depth: 1 }), comment(3, { parent_comment: 1, depth: 1 })] }), comment(4)];

  it('with no votes and nothing to load, however the server answered', () => {
    const reply = comment(9, { parent_comment: 2, depth: 2, likes: 5, dislikes: 2, replies_to_load: 3 });
    const next = insertReply(tree, reply);
    expect(ids(next)).toEqual([[1, [[2, [9]], 3]], 4]);
    expect(next[0]!.children[0]!.children[0]).toMatchObject({ id: 9, likes: 0, dislikes: 0, replies_to_load: 0, children: [] });
    // Untouched branches are the same objects (React keeps them as they are).
    expect(next[1]).toBe(tree[1]);
    expect(next[0]!.children[1]).toBe(tree[0]!.children[1]);
  });

  it('before the replies already there, and only once', () => {
    const reply = comment(9, { parent_comment: 1, depth: 1 });
    const once = insertReply(tree, reply);
    expect(ids(once)).toEqual([[1, [9, 2, 3]], 4]);
    expect(insertReply(once, reply)).toBe(once);
  });

  it('changes nothing when its parent is not in the tree', () => {
    expect(insertReply(tree, comment(9, { parent_comment: 77, depth: 1 }))).toBe(tree);
  });
});

describe('a new top-level comment goes first in the list', () => {
  it('at the top of the first page, once', () => {
    const data = pages([comment(1), comment(2)], [comment(3)]);
    const next = prependComment(data, comment(9, { likes: 4 }));
    expect(next.pages.map((p) => p.comments.map((c) => c.id))).toEqual([[9, 1, 2], [3]]);
    expect(next.pages[0]!.comments[0]!.likes).toBe(0);
    expect(prependComment(next, comment(9))).toBe(next);
  });
});

describe('deleting, editing and counting, in every tree that holds the comment', () => {
  it('a deleted comment without replies leaves; one with replies stays as a stub over them', () => {
    const tree = [comment(1, { children: [comment(2, { parent_comment: 1 })] }), comment(3, { replies_to_load: 2 }), comment(4)];
    expect(ids(removeComment(tree, 2))).toEqual([1, 3, 4]);
    expect(ids(removeComment(tree, 4))).toEqual([[1, [2]], 3]);
    const stubbed = removeComment(tree, 1);
    expect(ids(stubbed)).toEqual([[1, [2]], 3, 4]);
    expect(stubbed[0]).toMatchObject({ state: 'deleted', body: '', body_html: '' });
    expect(removeComment(tree, 3)[1]).toMatchObject({ id: 3, state: 'deleted' });
  });

  it('an edit changes the text and dates and keeps the replies', () => {
    const tree = [comment(1, { children: [comment(2, { parent_comment: 1 })], replies_to_load: 4 })];
    const edited = comment(1, { body: 'New', body_html: '<p>New</p>', updated_at: '2026-03-02T00:00:00.000Z', children: [], replies_to_load: 0 });
    const [one] = applyEdit(tree, edited);
    expect(one).toMatchObject({ body: 'New', body_html: '<p>New</p>', updated_at: '2026-03-02T00:00:00.000Z', replies_to_load: 4 });
    expect(ids(one!.children)).toEqual([2]);
  });

  it('counts change wherever the comment sits: a page, or the root of a thread page', () => {
    const data = pages([comment(1)], [comment(2, { children: [comment(5, { parent_comment: 2 })] })]);
    const next = changeThread(data, (list) => setCounts(list, 5, { likes: 9, dislikes: 0 }));
    expect(next.pages[1]!.comments[0]!.children[0]).toMatchObject({ likes: 9, dislikes: 0 });
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(changeThread(data, (list) => setCounts(list, 77, { likes: 1, dislikes: 1 }))).toBe(data);

    const root = comment(7);
    expect(changeThread(root, (list) => setCounts(list, 7, { likes: 0, dislikes: 3 }))).toMatchObject({ id: 7, likes: 0, dislikes: 3 });
  });

  it('the root of a thread page deleted stays, as a stub', () => {
    expect(changeThread(comment(7), (list) => removeComment(list, 7))).toMatchObject({ id: 7, state: 'deleted', body_html: '' });
  });
});

describe('loading more replies', () => {
  it('drops those already shown (the server reads from the first)', () => {
    const shown = [comment(9), comment(2), comment(3)];
    expect(unseenReplies([comment(2), comment(3), comment(4), comment(5)], shown).map((c) => c.id)).toEqual([4, 5]);
  });
});

describe("the member's votes", () => {
  it('one vote per comment, like and dislike exclusive', () => {
    const marks = { likes: [1, 2], dislikes: [3] };
    expect(marksOf(marks, 2)).toEqual({ liked: true, disliked: false });
    const next = withMarks(marks, 2, { liked: false, disliked: true });
    expect(next).toEqual({ likes: [1], dislikes: [3, 2] });
    expect(marksOf(next, 2)).toEqual({ liked: false, disliked: true });
    expect(withMarks(next, 3, { liked: false, disliked: false })).toEqual({ likes: [1], dislikes: [2] });
  });
});

describe('an optimistic vote (SPEC §4: exclusive, pressing again withdraws)', () => {
  const c = comment(5, { likes: 3, dislikes: 1 });

  it('a like counts at once and marks the comment', () => {
    expect(castVote(c, { likes: [], dislikes: [] }, 'like')).toEqual({ on: true, counts: { likes: 4, dislikes: 1 }, marks: { likes: [5], dislikes: [] } });
  });

  it('a dislike over a like moves the vote', () => {
    const liked = { ...c, likes: 4 };
    expect(castVote(liked, { likes: [5], dislikes: [] }, 'dislike')).toEqual({ on: true, counts: { likes: 3, dislikes: 2 }, marks: { likes: [], dislikes: [5] } });
  });

  it('pressing the same vote again withdraws it', () => {
    expect(castVote({ ...c, dislikes: 2 }, { likes: [], dislikes: [5] }, 'dislike')).toEqual({ on: false, counts: { likes: 3, dislikes: 1 }, marks: { likes: [], dislikes: [] } });
  });
});

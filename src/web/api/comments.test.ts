import { describe, expect, it, vi } from 'vitest';
import { commentsQuery, getComments, postComment, reportComment, voteComment } from './comments';
import { json, stubFetch } from './stub-fetch';

const fetchMock = stubFetch();
const call = (i: number) => ({ url: fetchMock.mock.calls[i]![0], method: fetchMock.mock.calls[i]![1]!.method, body: fetchMock.mock.calls[i]![1]!.body });

describe('the comments API client (SPEC §7 Comments)', () => {
  it('reads a level a page at a time, by cursor', async () => {
    fetchMock.mockImplementation(async () => json({ comments: [], next_cursor: null }));
    await getComments({ slug: 'the_center', sort: 'likes' });
    expect(call(0).url).toBe('/api/article/comment?article_id=the_center&sort_by=likes&quantity=10');
    await getComments({ slug: 'the_center', sort: 'created_at', parent: 12, cursor: '3.40' });
    expect(call(1).url).toBe('/api/article/comment?article_id=the_center&sort_by=created_at&quantity=10&parent_comment=12&cursor=3.40');
  });

  it('the next page is the cursor the last one gave, until there is none', () => {
    const next = commentsQuery('the_center', 'likes').getNextPageParam;
    expect(next({ comments: [], next_cursor: '2.17' }, [], null, [])).toBe('2.17');
    expect(next({ comments: [], next_cursor: null }, [], null, [])).toBeUndefined();
  });

  it('posts a reply with its parent and a comment without one', async () => {
    fetchMock.mockImplementation(async () => json({ id: 5, comment: {} }, 201));
    await postComment('the_center', 'Hello.', null);
    expect(JSON.parse(call(0).body as string)).toEqual({ article_id: 'the_center', body: 'Hello.' });
    await postComment('the_center', 'Agreed.', 4);
    expect(JSON.parse(call(1).body as string)).toEqual({ article_id: 'the_center', body: 'Agreed.', parent_comment: 4 });
  });

  it('votes by path, 1 to set and 0 to withdraw; a report sends its reason only when there is one', async () => {
    fetchMock.mockImplementation(async () => json({ likes: 1, dislikes: 0, liked: true, disliked: false }));
    await voteComment(7, 'like', true);
    await voteComment(7, 'dislike', false);
    expect([call(0), call(1)].map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/article/comment/like/7/1', 'POST /api/article/comment/dislike/7/0']);
    fetchMock.mockImplementation(async () => json({ reported: true }));
    await reportComment(7, '  ');
    await reportComment(7, ' Spam. ');
    expect([call(2).body, call(3).body]).toEqual(['{}', '{"reason":"Spam."}']);
  });

  it('a failed load is logged as SPEC §8 says, and still fails; a missing one is not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => json({ message: 'Down.' }, 500));
    await expect(getComments({ slug: 'the_center', sort: 'likes' })).rejects.toThrow('Down.');
    expect(log).toHaveBeenCalledWith('Could not load comments.', expect.anything());
    // Not there is no failure (the page answers 404): nothing to log.
    log.mockClear();
    fetchMock.mockImplementation(async () => json({ message: 'Comment not found.' }, 404));
    await expect(getComments({ slug: 'gone', sort: 'likes' })).rejects.toThrow('Comment not found.');
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

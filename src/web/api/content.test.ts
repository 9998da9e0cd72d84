import { describe, expect, it } from 'vitest';
import { articleSearchQuery, getRandomArticle, searchArticles, voteArticle } from './content';
import { fetchSuggestions } from './suggestions';
import { json, stubFetch } from './stub-fetch';

const fetchMock = stubFetch();
const summary = (id: string) => ({ id, title: `Title ${id}`, subtitle: null, headline: null, tags: [], author: null, published: true, suppressed: false, published_at: null, created_at: '', updated_at: '', likes: 0, dislikes: 0, shares: 0, num_comments: 0 });

describe('the content API client (SPEC §7 Articles)', () => {
  it('searches with only what is set, and votes by query string', async () => {
    fetchMock.mockImplementation(async () => json({ articles: [], total: 0 }));
    await searchArticles({ sort_by: 'date_newest', tags: [], offset: 0 });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ sort_by: 'date_newest', offset: 0, quantity: 10 });
    await searchArticles({ keyword: 'ink', sort_by: 'relevance', tags: [3, 7], offset: 20 });
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({ keyword: 'ink', sort_by: 'relevance', tag: [3, 7], offset: 20, quantity: 10 });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/article/search/f');

    fetchMock.mockImplementation(async () => json({ likes: 1, dislikes: 0, shares: 0, liked: true, disliked: false }));
    await voteArticle('the_center', 'like', true);
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/article/like?article_id=the_center&like=1');
    await voteArticle('the_center', 'dislike', false);
    expect(fetchMock.mock.calls[3]![0]).toBe('/api/article/dislike?article_id=the_center&dislike=0');
  });

  it('pages a search to its total, 10 at a time', () => {
    const page = (count: number) => ({ articles: Array.from({ length: count }, (_, i) => summary(`a${i}`)), total: 23 });
    const next = (pages: Array<ReturnType<typeof page>>) => articleSearchQuery({ sort_by: 'date_newest', tags: [] }).getNextPageParam(pages.at(-1)!, pages, 0, []);
    expect(next([page(10)])).toBe(10);
    expect(next([page(10), page(10)])).toBe(20);
    expect(next([page(10), page(10), page(3)])).toBeUndefined();
    // A short page ends the list even when the total said more (articles unpublished meanwhile).
    expect(next([page(10), page(4)])).toBeUndefined();
  });

  it('a random article is null when the library has none', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 'the_center' }));
    expect(await getRandomArticle()).toBe('the_center');
    fetchMock.mockResolvedValueOnce(json({ message: 'No articles.' }, 404));
    expect(await getRandomArticle()).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ message: 'Oops' }, 500));
    await expect(getRandomArticle()).rejects.toThrow('Oops');
  });
});

describe('header suggestions (SPEC §8: a failed match is an empty list)', () => {
  it('asks both at once and shows what one side found when the other fails', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/shop/') ? json({ message: 'down' }, 500) : json({ articles: [summary('on_margins')], total: 1 }),
    );
    const groups = await fetchSuggestions('margins');
    expect(groups).toEqual([{ kind: 'article', heading: 'Articles', items: [{ kind: 'article', key: 'article-on_margins', label: 'Title on_margins', detail: null, href: '/article/on_margins' }] }]);
    const shopUrl = fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.startsWith('/api/shop/'));
    expect(shopUrl).toBe('/api/shop/p/sku?keyword=margins&sort_by=relevance&offset=0&pageSize=10');
  });

  it('is an empty list when both fail', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await fetchSuggestions('ink')).toEqual([]);
  });
});

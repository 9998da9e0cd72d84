import { describe, expect, test } from 'vitest';
import { siteReads } from '../src/site-reads';
import { loader as articleLoader } from '../src/web/pages/article/route';
import { loader as commentLoader } from '../src/web/pages/comment/route';
import { loader as volumeLoader } from '../src/web/pages/volume/route';
import type { SiteContext } from '../src/web/site-context';
import { makeComment } from './community-factories';
import { makeArticle, makeVolume } from './content-factories';
import { makeUser } from './factories';

// The library pages' server loaders on the modules in process, as a request's visitor: what a
// page holds, and the 404 (with the not-found page) for a record that is not there to show.

const site = { name: 'Folio', url: 'https://folio.example', shortName: 'Folio', email: 'shop@folio.example', payments: 'test' } as const;
// The library's loaders read; none signs anyone in.
const contextFor = (admin = false): Omit<SiteContext, 'accounts'> => ({ site, nonce: 'n', reads: siteReads({ admin }) });
const argsFor = <L extends (args: never) => unknown>(path: string, params: Record<string, string>, admin = false) =>
  ({ params, context: contextFor(admin), request: new Request(`https://folio.example${path}`) }) as unknown as Parameters<L>[0];

const NOT_FOUND = { type: 'DataWithResponseInit', init: { status: 404 } };

const loadArticle = (slug: string, admin = false) => articleLoader(argsFor<typeof articleLoader>(`/article/${slug}`, { articleId: slug }, admin));

describe('the article page', () => {
  test('holds the article and its head; a missing, draft, suppressed or malformed one is a 404', async () => {
    const shown = await makeArticle({ slug: 'page_shown', title: 'Shown' });
    const draft = await makeArticle({ slug: 'page_draft', published: false });
    const suppressed = await makeArticle({ slug: 'page_suppressed', published: false, published_at: new Date() });
    const page = await loadArticle(shown.slug);
    expect(page.head).toMatchObject({ id: 'page_shown', title: 'Shown' });
    expect(page.queries.queries.map((q) => q.queryKey)).toEqual([['articles', 'detail', 'page_shown']]);
    for (const slug of [draft.slug, suppressed.slug, 'no_such_article', 'bad slug', '']) await expect(loadArticle(slug), slug).rejects.toMatchObject(NOT_FOUND);
  });

  test('an administrator sees a draft', async () => {
    const draft = await makeArticle({ slug: 'page_admin_draft', title: 'Not Yet', published: false });
    expect((await loadArticle(draft.slug, true)).head.title).toBe('Not Yet');
  });
});

describe('the comment thread page', async () => {
  const author = await makeUser({ username: 'thread_author' });
  const article = await makeArticle({ slug: 'thread_article', title: 'Threads' });
  const other = await makeArticle({ slug: 'thread_other' });
  const comment = await makeComment({ article: article.id, author, body: 'Well said.' });
  const load = (slug: string, id: string) => commentLoader(argsFor<typeof commentLoader>(`/comment/${slug}/${id}`, { articleId: slug, commentId: id }));

  test('holds the comment and its article; its head says who said what', async () => {
    const page = await load(article.slug, String(comment.id));
    expect(page.head).toEqual(expect.objectContaining({ id: comment.id, articleId: 'thread_article', articleTitle: 'Threads', author: 'thread_author', text: 'Well said.' }));
    expect(page.queries.queries.map((q) => q.queryKey[0])).toEqual(['comments', 'articles']);
  });

  test('a missing comment, or one under an unpublished article, is a 404; one of another article goes to its own address', async () => {
    const hidden = await makeArticle({ slug: 'thread_hidden', published: false });
    const hiddenComment = await makeComment({ article: hidden.id, author });
    for (const [slug, id] of [[article.slug, '2000000000'], [article.slug, 'x'], [hidden.slug, String(hiddenComment.id)], ['bad slug', String(comment.id)]] as const) {
      await expect(load(slug, id), `${slug}/${id}`).rejects.toMatchObject(NOT_FOUND);
    }
    const moved = await load(other.slug, String(comment.id)).catch((e: unknown) => e);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(302);
    expect((moved as Response).headers.get('Location')).toBe(`/comment/thread_article/${comment.id}`);
  });
});

test('the volume page holds the volume and its shelves; a missing volume is a 404', async () => {
  await makeVolume('page_volume', 'Page Volume', { description: 'About pages.' });
  const load = (slug: string) => volumeLoader(argsFor<typeof volumeLoader>(`/volumes/${slug}`, { tag_slug: slug }));
  const page = await load('page_volume');
  expect(page.head).toEqual({ label: 'Page Volume', description: 'About pages.' });
  expect(page.queries.queries.map((q) => q.queryKey.slice(0, 3))).toEqual(expect.arrayContaining([['volumes', 'detail', 'page_volume'], ['volumes', 'shelf', 'page_volume']]));
  expect(page.queries.queries).toHaveLength(4);
  for (const slug of ['no_such_volume', 'bad slug']) await expect(load(slug), slug).rejects.toMatchObject(NOT_FOUND);
});

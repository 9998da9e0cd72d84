import { describe, expect, test, vi } from 'vitest';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { seedDemoData } from '../src/seed';
import { siteReads } from '../src/site-reads';
import { ApiError, setApiOrigin } from '../src/web/api/client';
import { apiReads, type SiteReads } from '../src/web/api/reads';
import { KEYS } from '../src/web/lib/storage-keys';
import { makeComment } from './community-factories';
import { makeArticle } from './content-factories';
import { makeUser, signIn } from './factories';
import { testApp } from './http';

// The reads a page's server loader makes in process (src/site-reads.ts) answer exactly what the
// API answers the browser for the same request (apiReads: the web's own calls, over HTTP), on
// the demo data, for a visitor and for an administrator: the page the server renders and the
// page the browser goes on with cannot drift apart.

const app = await testApp();
setApiOrigin(() => app.url);
const credentials = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
const adminToken = await signIn(await db('users').where({ username: credentials.admin.username }).first('id'));

type Viewer = 'visitor' | 'administrator';

/**
 * A read in process and through the API, which must be the same; the answer. The browser sends an
 * administrator's token from its cookie.
 */
async function sameBothWays<T>(viewer: Viewer, read: (reads: SiteReads) => Promise<T>): Promise<T> {
  const inProcess = await read(siteReads({ admin: viewer === 'administrator' }));
  if (viewer === 'administrator') vi.stubGlobal('document', { cookie: `${KEYS.token}=${adminToken}` });
  try {
    // Strictly: a Date, or a field left undefined, in the server's answer would differ from the JSON.
    expect(inProcess).toStrictEqual(await read(apiReads));
  } finally {
    vi.unstubAllGlobals();
  }
  return inProcess;
}

const VIEWERS: Viewer[] = ['visitor', 'administrator'];

/** What a refusal says: status, message, code and field errors. */
const refusalOf = (read: Promise<unknown>) =>
  read.then(
    () => null,
    (err: unknown) => (err instanceof ApiError ? { status: err.status, message: err.message, code: err.code, fieldErrors: err.fieldErrors } : err),
  );

/** A read refused in process as the API refuses it (the same ApiError); the refusal. */
async function sameRefusalBothWays(read: (reads: SiteReads) => Promise<unknown>) {
  const inProcess = await refusalOf(read(siteReads({ admin: false })));
  expect(inProcess).toEqual(await refusalOf(read(apiReads)));
  return inProcess;
}

describe('shop reads', () => {
  const products = () => db('skus').whereNull('parent_sku');

  test('the shelves', async () => {
    for (const viewer of VIEWERS) {
      expect((await sameBothWays(viewer, (r) => r.shelf('featured'))).skus).toHaveLength(6);
      expect((await sameBothWays(viewer, (r) => r.shelf('popular'))).skus.length).toBeGreaterThan(0);
      expect((await sameBothWays(viewer, (r) => r.shelf('new'))).skus.length).toBeGreaterThan(0);
    }
  });

  test('the catalogue: pages, sorts, a keyword (corrected when misspelt) and tags', async () => {
    const [tagged] = await db('sku_tags').select('tag_id').groupBy('tag_id').orderByRaw('count(*) desc').limit(1);
    const requests = [
      { sort_by: 'date_newest', tags: [], offset: 0 },
      { sort_by: 'alpha_asc', tags: [], offset: 10 },
      { keyword: ' quiet ', sort_by: 'relevance', tags: [], offset: 0 },
      { keyword: 'lantren', sort_by: 'relevance', tags: [], offset: 0 },
      { sort_by: 'date_oldest', tags: [tagged.tag_id as number], offset: 0, pageSize: 5 },
    ] as const;
    for (const viewer of VIEWERS) {
      const answers = [];
      for (const request of requests) answers.push(await sameBothWays(viewer, (r) => r.catalogue(request)));
      const [first, second, quiet, misspelt, byTag] = answers;
      expect(first!.skus).toHaveLength(10);
      expect(second!.skus.length).toBeGreaterThan(0);
      expect(quiet!.skus.map((s) => s.title[0])).toContain('The Quiet Page');
      expect(misspelt!.corrected).toBe('lantern');
      expect(byTag!.skus.length).toBeGreaterThan(0);
    }
  });

  test('the count, which includes unpublished books for an administrator', async () => {
    const [tagged] = await db('sku_tags').select('tag_id').limit(1);
    for (const filters of [{ tags: [] }, { keyword: 'quiet', tags: [] }, { tags: [tagged.tag_id as number] }]) {
      for (const viewer of VIEWERS) expect((await sameBothWays(viewer, (r) => r.catalogueCount(filters))).count).toBeGreaterThan(0);
    }
    const everyProduct = Number((await products().count({ n: '*' }))[0]!.n);
    expect((await sameBothWays('administrator', (r) => r.catalogueCount({ tags: [] }))).count).toBe(everyProduct);
    expect((await sameBothWays('visitor', (r) => r.catalogueCount({ tags: [] }))).count).toBe(everyProduct - 2);
  });

  test('a product and its formats; an unpublished one only for an administrator', async () => {
    const variant = await db('skus').whereNotNull('parent_sku').where({ published: true }).first('id', 'parent_sku');
    const hidden = await products().where({ published: false }).first('id');
    for (const viewer of VIEWERS) {
      for (const id of [variant.parent_sku as number, variant.id as number]) {
        expect((await sameBothWays(viewer, (r) => r.skuFamily([id])))._parent?.id).toBe(variant.parent_sku);
      }
    }
    expect(await sameBothWays('visitor', (r) => r.skuFamily([hidden.id]))).toEqual({ _parent: null, skus: [] });
    expect((await sameBothWays('administrator', (r) => r.skuFamily([hidden.id])))._parent?.id).toBe(hidden.id);
  });

  test('the product tags and the services', async () => {
    for (const viewer of VIEWERS) {
      expect((await sameBothWays(viewer, (r) => r.productTags())).tags.length).toBeGreaterThan(0);
      expect((await sameBothWays(viewer, (r) => r.services())).services.length).toBeGreaterThan(0);
    }
  });
});

describe('library reads', () => {
  const publishedSlug = async () => (await db('articles').where({ published: true }).orderBy('published_at', 'desc').first('slug')).slug as string;

  test('an article; a draft only for an administrator; a missing or malformed one the same refusal', async () => {
    const slug = await publishedSlug();
    for (const viewer of VIEWERS) expect((await sameBothWays(viewer, (r) => r.article(slug))).article.id).toBe(slug);
    const draft = await makeArticle({ slug: 'reads_draft', title: 'Not Yet', published: false });
    expect((await sameBothWays('administrator', (r) => r.article(draft.slug))).article.title).toBe('Not Yet');
    for (const [missing, status] of [[draft.slug, 404], ['no_such_article', 404], ['bad slug', 400]] as const) {
      expect(await sameRefusalBothWays((r) => r.article(missing)), missing).toMatchObject({ status });
    }
  });

  test('article searches: the newest, a keyword (with snippets), tags and paging; a bad one the same refusal', async () => {
    const [tagged] = await db('article_tags').select('tag_id').groupBy('tag_id').orderByRaw('count(*) desc').limit(1);
    const bodies = [
      { sort_by: 'date_newest', offset: 0, quantity: 10 },
      { keyword: 'reading', sort_by: 'relevance', offset: 0, quantity: 10 },
      { keyword: 'raeding', sort_by: 'relevance', offset: 0, quantity: 10 },
      { sort_by: 'date_oldest', tag: [tagged.tag_id as number], offset: 1, quantity: 2 },
    ] as const;
    for (const body of bodies) {
      const found = await sameBothWays('visitor', (r) => r.articleSearch({ ...body, tag: 'tag' in body ? [...body.tag] : undefined }));
      expect(found.articles.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const refused = await sameRefusalBothWays((r) => r.articleSearch({ keyword: 'x'.repeat(201), sort_by: 'relevance', offset: 0, quantity: 10 }));
    expect(refused).toMatchObject({ status: 400, fieldErrors: { keyword: ['At most 200 characters.'] } });
  });

  test('the article tags, the volumes, a volume and its shelves; a missing volume the same refusal', async () => {
    const [volume] = (await sameBothWays('visitor', (r) => r.volumes())).volumes;
    expect((await sameBothWays('visitor', (r) => r.articleTags())).tags.length).toBeGreaterThan(0);
    expect((await sameBothWays('visitor', (r) => r.volume(volume!.tag_slug))).volume).toEqual(volume);
    for (const shelf of ['featured', 'new', 'popular'] as const) {
      expect((await sameBothWays('visitor', (r) => r.volumeShelf(volume!.tag_slug, shelf))).articles.length, shelf).toBeGreaterThan(0);
    }
    expect(await sameRefusalBothWays((r) => r.volume('no_such_volume'))).toMatchObject({ status: 404 });
    expect(await sameRefusalBothWays((r) => r.volumeShelf('no_such_volume', 'new'))).toMatchObject({ status: 404 });
  });

  test('a comment with its first replies, in either order; a missing one the same refusal', async () => {
    const article = await makeArticle();
    const author = await makeUser();
    const root = await makeComment({ article: article.id, author });
    // Oldest, most liked, newest: each order puts them otherwise.
    for (const likes of [1, 5, 0]) await makeComment({ article: article.id, author, parent: root, likes });
    const orders = [];
    for (const sort of ['likes', 'created_at'] as const) {
      const { comment } = await sameBothWays('visitor', (r) => r.comment(root.id, sort));
      orders.push(comment.children.map((c) => c.likes));
    }
    expect(orders[0]).toEqual([5, 1, 0]);
    expect(orders[1]).not.toEqual(orders[0]);
    expect(await sameRefusalBothWays((r) => r.comment(2_000_000_000, 'likes'))).toMatchObject({ status: 404 });
  });
});

describe('member reads (issue 36)', () => {
  test('a member\'s page, either list and past the end; an unknown member or a bad page the same refusal', async () => {
    const author = await makeUser();
    const article = await makeArticle({ author_id: author.id });
    await makeComment({ article: article.id, author });
    for (const show of [undefined, 'articles', 'comments'] as const) {
      for (const viewer of VIEWERS) expect((await sameBothWays(viewer, (r) => r.member(author.username, show, 1))).items).toHaveLength(1);
    }
    expect((await sameBothWays('visitor', (r) => r.member(author.username, 'comments', 2))).items).toEqual([]);
    expect(await sameRefusalBothWays((r) => r.member('no_such_member', undefined, 1))).toMatchObject({ status: 404 });
    expect(await sameRefusalBothWays((r) => r.member(author.username, undefined, 0))).toMatchObject({ status: 400 });
  });
});

import { describe, expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { siteReads } from '../src/site-reads';
import { ApiError, setApiOrigin } from '../src/web/api/client';
import { apiReads, type SiteReads } from '../src/web/api/reads';
import { makeComment } from './community-factories';
import { makeArticle, makeContentTag, makeVolume } from './content-factories';
import { makeUser } from './factories';
import { testApp } from './http';

// A server-rendered page holds what the browser would have fetched: each read the site's loaders
// make in process (src/site-reads.ts) answers as the API does over HTTP (apiReads, the very calls
// the browser makes), for the same input.

const app = await testApp();
setApiOrigin(() => app.url);
const inProcess = siteReads({ admin: false });

/** Both answers, the in-process one as JSON (what the page hands the browser). */
async function bothAnswers<T>(read: (reads: SiteReads) => Promise<T>) {
  const [api, local] = await Promise.all([read(apiReads), read(inProcess)]);
  return { api, local: JSON.parse(JSON.stringify(local)) as T };
}

/** Both refusals: the same ApiError (status, message, code and field errors). */
async function bothRefusals(read: (reads: SiteReads) => Promise<unknown>) {
  const refusal = (reads: SiteReads) =>
    read(reads).then(
      () => null,
      (err: unknown) => (err instanceof ApiError ? { status: err.status, message: err.message, code: err.code, fieldErrors: err.fieldErrors } : err),
    );
  return { api: await refusal(apiReads), local: await refusal(inProcess) };
}

const author = await makeUser({ username: 'reads_author' });
const topic = await makeContentTag('reads_topic', 'topic', 'Margins');
const { tagId, volumeId } = await makeVolume('reads_volume', 'On Margins', { description: 'Essays on the edges of the page.' });
const article = await makeArticle({ slug: 'reads_article', title: 'Reading the Margins', body: '<p>Marginalia and glosses.</p>', author_id: author.id, tags: [topic, tagId], likes: 3 });
await makeArticle({ slug: 'reads_older', title: 'Older Margins', tags: [tagId], published_at: new Date(Date.now() - 86_400_000) });
const draft = await makeArticle({ slug: 'reads_draft', published: false, tags: [tagId] });
await db('volume_featured_articles').insert({ volume_id: volumeId, article_id: article.id, position: 0 });
const root = await makeComment({ article: article.id, author, body: 'A first comment.', likes: 2 });
await makeComment({ article: article.id, author, body: 'A reply.', parent: root });

describe('library reads', () => {
  test('an article', async () => {
    const { api, local } = await bothAnswers((reads) => reads.article(article.slug));
    expect(api.article).toMatchObject({ id: article.slug, title: 'Reading the Margins', author: { username: 'reads_author' } });
    expect(local).toEqual(api);
  });

  test('a missing, draft or malformed article is the same refusal', async () => {
    for (const slug of ['no_such_article', draft.slug, 'bad slug']) {
      const { api, local } = await bothRefusals((reads) => reads.article(slug));
      expect(api, slug).toMatchObject({ status: slug === 'bad slug' ? 400 : 404 });
      expect(local, slug).toEqual(api);
    }
  });

  test('article searches: the newest, a keyword, tags, paging', async () => {
    const bodies = [
      { sort_by: 'date_newest', offset: 0, quantity: 10 },
      { keyword: 'marginalia', sort_by: 'relevance', offset: 0, quantity: 10 },
      { sort_by: 'date_oldest', tag: [tagId], offset: 1, quantity: 1 },
    ] as const;
    for (const body of bodies) {
      const { api, local } = await bothAnswers((reads) => reads.articleSearch({ ...body, tag: 'tag' in body ? [...body.tag] : undefined }));
      expect(api.articles.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(local, JSON.stringify(body)).toEqual(api);
    }
    const { api, local } = await bothRefusals((reads) => reads.articleSearch({ keyword: 'x'.repeat(201), sort_by: 'relevance', offset: 0, quantity: 10 }));
    expect(api).toMatchObject({ status: 400, fieldErrors: { keyword: ['At most 200 characters.'] } });
    expect(local).toEqual(api);
  });

  test('the article tags', async () => {
    const { api, local } = await bothAnswers((reads) => reads.articleTags());
    expect(api.tags.map((t) => t.name)).toContain('reads_topic');
    expect(local).toEqual(api);
  });

  test('the volumes, a volume and its shelves', async () => {
    const volumes = await bothAnswers((reads) => reads.volumes());
    expect(volumes.api.volumes.map((v) => v.tag_slug)).toContain('reads_volume');
    expect(volumes.local).toEqual(volumes.api);

    const volume = await bothAnswers((reads) => reads.volume('reads_volume'));
    expect(volume.api.volume).toMatchObject({ label: 'On Margins', article_count: 2 });
    expect(volume.local).toEqual(volume.api);

    for (const shelf of ['featured', 'new', 'popular'] as const) {
      const { api, local } = await bothAnswers((reads) => reads.volumeShelf('reads_volume', shelf));
      expect(api.articles.map((a) => a.id), shelf).toContain(article.slug);
      expect(local, shelf).toEqual(api);
    }
    for (const read of [(reads: SiteReads) => reads.volume('no_such_volume'), (reads: SiteReads) => reads.volumeShelf('no_such_volume', 'new')]) {
      const { api, local } = await bothRefusals(read);
      expect(api).toMatchObject({ status: 404 });
      expect(local).toEqual(api);
    }
  });

  test('a comment with its replies, in either order; a missing one is the same refusal', async () => {
    for (const sort of ['likes', 'created_at'] as const) {
      const { api, local } = await bothAnswers((reads) => reads.comment(root.id, sort));
      expect(api.comment).toMatchObject({ id: root.id, article_id: article.slug, children: [expect.objectContaining({ body: 'A reply.' })] });
      expect(local, sort).toEqual(api);
    }
    const { api, local } = await bothRefusals((reads) => reads.comment(2_000_000_000, 'likes'));
    expect(api).toMatchObject({ status: 404 });
    expect(local).toEqual(api);
  });
});

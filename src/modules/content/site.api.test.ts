import { expect, test } from 'vitest';
import { makeArticle, makeContentTag, makeVolume } from '../../../test/content-factories';
import { makeAdmin, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { config } from '../../platform/config';
import { db } from '../../platform/db';

// What crawlers and feed readers see of the articles: /rss.xml and /sitemap.xml (the article
// page's head is its route module's meta: src/web/pages/article/meta.test.ts).

const app = await testApp();
const author = await makeAdmin({ username: 'feed_author' });
await db('users').where({ id: author.id }).update({ first_name: 'Iris', last_name: 'Murdoch' });

const item = (xml: string, slug: string) => new RegExp(`<item>(?:(?!</item>).)*?/article/${slug}</link>(?:(?!</item>).)*</item>`, 's').exec(xml)?.[0];

test('/rss.xml is an RSS 2.0 feed of the newest published articles, with their authors and topics', async () => {
  const topic = await makeContentTag('feed_topic', 'topic', 'Typography & Print');
  const person = await makeContentTag('feed_person', 'mentioned', 'Aldus');
  await makeArticle({ slug: 'feed_new', title: 'Fresh <Ink> & ]]> CDATA', headline: 'A headline.', author_id: author.id, tags: [topic, person] });
  await makeArticle({ slug: 'feed_subtitle', subtitle: 'Only a subtitle', published_at: new Date(Date.now() - 86_400_000) });
  await makeArticle({ slug: 'feed_hidden', published: false });
  await makeArticle({ slug: 'feed_suppressed', published: false, published_at: new Date() });

  const res = await app.get('/rss.xml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
  expect(res.headers['cache-control']).toMatch(/public/);
  const xml = res.text;
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
  expect(xml).toContain(`<link>${config.publicUrl}/articles</link>`);
  expect(xml).toContain(`<atom:link href="${config.publicUrl}/rss.xml" rel="self" type="application/rss+xml"/>`);
  // Well formed enough: every element that opens closes, nothing raw breaks out of CDATA.
  for (const tag of ['rss', 'channel', 'item', 'title', 'link', 'guid', 'pubDate', 'description']) {
    expect(xml.match(new RegExp(`<${tag}[ >]`, 'g'))?.length, tag).toBe(xml.match(new RegExp(`</${tag}>`, 'g'))?.length);
  }
  const fresh = item(xml, 'feed_new');
  expect(fresh).toBeDefined();
  expect(fresh).toContain('<title><![CDATA[Fresh <Ink> & ]]]]><![CDATA[> CDATA]]></title>');
  expect(fresh).toContain(`<guid isPermaLink="true">${config.publicUrl}/article/feed_new</guid>`);
  expect(fresh).toContain('<description><![CDATA[A headline.]]></description>');
  expect(fresh).toContain('<author>Iris Murdoch</author>');
  expect(fresh).toContain('>Typography &amp; Print</category>');
  expect(fresh).not.toContain('Aldus');
  expect(fresh).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  expect(item(xml, 'feed_subtitle')).toContain('<description><![CDATA[Only a subtitle]]></description>');
  // Newest first; nothing unpublished.
  expect(xml.indexOf('/article/feed_new<')).toBeLessThan(xml.indexOf('/article/feed_subtitle<'));
  expect(xml).not.toContain('feed_hidden');
  expect(xml).not.toContain('feed_suppressed');
});

test('/sitemap.xml lists published articles and volumes, not unpublished articles', async () => {
  const { tagId } = await makeVolume('sitemap_volume', 'Sitemap Volume');
  await makeArticle({ slug: 'sitemap_published', tags: [tagId] });
  await makeArticle({ slug: 'sitemap_draft', published: false });
  const res = await app.get('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.text).toMatch(new RegExp(`<loc>${config.publicUrl}/article/sitemap_published</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expect(res.text).toContain(`<loc>${config.publicUrl}/volumes/sitemap_volume</loc>`);
  expect(res.text).not.toContain('sitemap_draft');
});

test('search dates run from 1900-01-01 to 2200-12-31: others are a 400 naming the field, never a 500', async () => {
  const edges = await app.post('/api/article/search', { date_start: '1900-01-01', date_end: '2200-12-31' });
  expect(edges.status).toBe(200);
  for (const [field, value] of [
    ['date_end', '9999-12-31'],
    ['date_start', '0000-01-01'],
    ['date_start', '1899-12-31'],
    ['date_end', '2201-01-01'],
  ] as const) {
    const res = await app.post('/api/article/search', { [field]: value });
    expect(res.status, value).toBe(400);
    expect(res.body, value).toMatchObject({ code: 'validation', message: 'Please correct the highlighted fields.', errors: { [field]: ['Use a date from 1900-01-01 to 2200-12-31.'] } });
  }
});

test('the search routes answer a list and refuse malformed requests', async () => {
  await makeArticle({ slug: 'search_visible' });
  const hidden = await makeArticle({ slug: 'search_hidden', published: false });
  const visitor = await app.post('/api/article/search/f', { keyword: 'anything', sort_by: 'date_newest' });
  expect(visitor.status).toBe(200);
  expect(visitor.body).toEqual({ articles: expect.any(Array), total: expect.any(Number) });
  expect(visitor.body.articles.map((a: { id: string }) => a.id)).not.toContain(hidden.slug);
  expect((await app.post('/api/article/search', {})).body.articles.map((a: { id: string }) => a.id)).not.toContain(hidden.slug);
  const adminToken = await signIn(await makeAdmin());
  const admin = await app.post('/api/article/search', { sort_by: 'articles.updated_at', order: 'asc', quantity: 100 }, adminToken);
  expect(admin.status).toBe(200);
  expect(admin.body.articles[0]).toMatchObject({ id: expect.any(String), tags: expect.any(Array), published: expect.any(Boolean) });

  const bad: Array<[string, object]> = [
    ['/api/article/search', { sort_by: 'articles.body' }],
    ['/api/article/search', { order: 'sideways' }],
    ['/api/article/search', { date_start: '2026-13-01' }],
    ['/api/article/search', { date_end: 'yesterday' }],
    ['/api/article/search', { tag: [2 ** 31] }],
    ['/api/article/search', { tag: '1|2147483648' }],
    ['/api/article/search', { tag_type: 'genre' }],
    ['/api/article/search', { keyword: 'a\u0000b' }],
    ['/api/article/search', { author: 'x\u0007' }],
    ['/api/article/search', { quantity: 1000 }],
    ['/api/article/search', { offset: -1 }],
    ['/api/article/search', { unknown: 1 }],
    ['/api/article/search/f', { sort_by: 'articles.created_at' }],
    ['/api/article/search/f', { sort_by: 'alpha_asc' }],
    ['/api/article/search/f', { tag: 'one|two' }],
    ['/api/article/search/f', { keyword: 'x'.repeat(201) }],
    ['/api/article/search/f', { keyword: 42 }],
    ['/api/article/search/f', { tag_type: 'topic' }],
  ];
  for (const [path, body] of bad) expect((await app.post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
});

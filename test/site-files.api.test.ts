import { expect, test } from 'vitest';
import { config } from '../src/platform/config';
import { makeArticle } from './content-factories';
import { testApp } from './http';
import { makeSku } from './shop-factories';

// The files for crawlers and feed readers, and the built site's pages they point at.

const app = await testApp({ client: 'built' });

test('/robots.txt lets crawlers read the public site, not the console, the API or personal pages, and names the sitemap', async () => {
  const res = await app.get('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.text).toContain('User-agent: *');
  for (const path of ['/chariot', '/api/', '/profile', '/shop/checkout']) expect(res.text).toContain(`Disallow: ${path}`);
  expect(res.text).toContain(`Sitemap: ${config.publicUrl}/sitemap.xml`);
});

test('/sitemap.xml lists the public pages and the published products only', async () => {
  const published = await makeSku({ title: 'In the sitemap' });
  const hidden = await makeSku({ title: 'Not in the sitemap', published: false });
  const format = await makeSku({ title: 'Paperback', parent_sku: published });
  const res = await app.get('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  expect(res.text).toContain(`<loc>${config.publicUrl}/shop</loc>`);
  expect(res.text).toMatch(new RegExp(`<loc>${config.publicUrl}/shop/${published}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expect(res.text).not.toContain(`/shop/${hidden}<`);
  expect(res.text).not.toContain(`/shop/${format}<`);
});

test('every address in the sitemap is a page that renders (200), with a title and the feed in its head', async () => {
  await makeSku({ title: 'Listed and Shown' });
  await makeArticle({ slug: 'listed_and_shown', title: 'Listed and Shown' });
  const sitemap = (await app.get('/sitemap.xml')).text;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/', '/shop', '/privacy', '/terms', '/article/listed_and_shown']));
  for (const path of paths) {
    const res = await app.get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect(res.text, path).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text, path).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"\/>/);
  }
});

test('/rss.xml lists the published articles, not the drafts', async () => {
  await makeArticle({ slug: 'in_the_feed', title: 'In the Feed' });
  await makeArticle({ slug: 'draft_not_in_feed', published: false });
  const res = await app.get('/rss.xml');
  expect(res.status).toBe(200);
  expect(res.text).toContain('/article/in_the_feed</link>');
  expect(res.text).not.toContain('draft_not_in_feed');
});

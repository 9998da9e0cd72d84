import { expect, test } from 'vitest';
import { webPages } from '../src/app';
import { db } from '../src/platform/db';
import { config } from '../src/platform/config';
import { pageResolver, shellFor, withSiteTags } from '../src/platform/http/client';
import { makeArticle } from './content-factories';
import { testApp } from './http';
import { makeSku } from './shop-factories';

const app = await testApp();

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

test('the app gives /article/:articleId its head and every page the feed\'s link', async () => {
  await makeArticle({ slug: 'wired_article', title: 'Wired' });
  await makeArticle({ slug: 'wired_draft', published: false });
  const resolve = pageResolver(webPages());
  const page = await resolve('/article/wired_article');
  expect(page.status).toBe(200);
  expect(page.head?.tags).toContain('<meta property="og:title" content="Wired" />');
  expect(page.head?.tags).toContain('<script type="application/ld+json">');
  expect((await resolve('/article/wired_draft')).status).toBe(404);
  expect((await resolve('/article/no_such_article')).status).toBe(404);

  const shell = '<html><head>\n<title>Site</title>\n<meta name="description" content="Site" />\n  </head><body></body></html>';
  for (const head of [page.head, null]) {
    const html = shellFor(withSiteTags(shell, webPages().siteTags), head);
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml" \/>\n\s*(<|$)/);
    expect(html.indexOf('application/rss+xml')).toBeLessThan(html.indexOf('</head>'));
  }
  expect((await app.get('/rss.xml')).text).toContain('/article/wired_article</link>');
});

test('the app gives /comment/:articleId/:commentId a head naming who said what, and 404 for a comment that is not there', async () => {
  const { id: articleRow } = await makeArticle({ slug: 'talked_about', title: 'Talked about' });
  await makeArticle({ slug: 'other_article' });
  const [row] = await db('comments').insert({ article_id: articleRow, body: 'A *fine* point', body_html: '<p>A <em>fine</em> point</p>' }).returning('id');
  const commentId = (row as { id: number }).id;
  const resolve = pageResolver(webPages());
  const page = await resolve(`/comment/talked_about/${commentId}`);
  expect(page.status).toBe(200);
  expect(page.head?.tags).toContain('<meta property="og:title" content="A deleted member on Talked about" />');
  expect(page.head?.tags).toContain('<meta property="og:description" content="A fine point" />');
  expect(page.head?.tags).toContain('"@type":"Comment"');
  for (const path of [`/comment/other_article/${commentId}`, '/comment/talked_about/2147483647', '/comment/talked_about/99999999999', '/comment/bad%20slug/1']) {
    expect((await resolve(path)).status, path).toBe(404);
  }
});

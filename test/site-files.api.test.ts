import { expect, test } from 'vitest';
import { config } from '../src/platform/config';
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

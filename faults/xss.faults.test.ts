import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../test/built-server';
import { newPage } from '../test/browser';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { XSS_MARKDOWN } from '../test/fixtures/xss-markdown';
import { httpClient, type HttpClient } from '../test/http';
import { makeSku } from '../test/shop-factories';
import { report } from './cluster';

// The XSS corpus (test/fixtures/xss-markdown.ts: 213 vectors from the OWASP and PortSwigger cheat
// sheets) through every field the site shows to others, entered through the API as members and an
// administrator would, then the pages that show them rendered in Chromium as served (the real
// CSP and all). Every payload that runs calls xss() or alert(): counted, as are dialogs.

// Control characters are refused outright by every text field (a test of their own); here they go,
// so the rest of each vector reaches the page.
// eslint-disable-next-line no-control-regex -- the point is to remove them
const VECTORS = XSS_MARKDOWN.map((v) => v.markdown.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''));
let server: BuiltServer;
let site: HttpClient;
beforeAll(async () => {
  server = await startBuiltServer(process.env);
  site = httpClient(server.url);
});
afterAll(() => server?.stop());

/** The vectors joined into texts of at most max characters each (a vector longer than max is cut). */
function chunks(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const v of VECTORS.map((v) => v.slice(0, max))) {
    if (current && current.length + v.length + 2 > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${v}` : v;
  }
  return current ? [...out, current] : out;
}
/** The vectors short enough for a field of max characters. */
const fitting = (max: number) => VECTORS.filter((v) => v.trim().length > 0 && v.length <= max);

const sent: Record<string, number> = {};
/** Counts what the API took (2xx) and refused (4xx, e.g. control characters); a 5xx fails the test. */
async function enter(field: string, res: Promise<{ status: number; body: { message?: string } }>) {
  const { status, body } = await res;
  expect(status, field).toBeLessThan(500);
  if (status >= 300) console.warn(`${field}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  const key = `${field} ${status < 300 ? 'taken' : 'refused'}`;
  sent[key] = (sent[key] ?? 0) + 1;
}

/** Opens path, scrolls to the end, focuses and hovers every link; returns executions and dialogs. */
async function visit(path: string, token?: string): Promise<{ executed: number; dialogs: number; shown: boolean }> {
  const page: Page = await newPage(server.url);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.addInitScript(`window.__xss = 0; window.xss = () => { window.__xss++; }; window.alert = window.confirm = window.prompt = window.xss;`);
  if (token) await page.context().addCookies([{ name: 'token', value: token, url: server.url }]);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 5; i++) {
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(300);
  }
  for (const link of await page.locator('main a').all()) await link.hover({ timeout: 500 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const executed = (await page.evaluate('window.__xss')) as number;
  const shown = (await page.locator('main').innerText()).includes('xss(');
  await page.close();
  return { executed, dialogs, shown };
}

test(`${VECTORS.length} XSS vectors through reviews, names, comments, articles and services: none runs in Chromium`, async () => {
  const admin = await signIn(await makeAdmin());
  const sku = await makeSku({ title: 'Reviewed by attackers' });
  const reviews = chunks(5000).slice(0, 8);
  const titles = fitting(200);
  const names = fitting(100);
  for (const [i, text] of reviews.entries()) {
    const member = await signIn(await makeUser());
    await enter('profile name', site.post('/api/user', { first_name: names[(2 * i) % names.length], last_name: names[(2 * i + 1) % names.length] }, member));
    await enter('review', site.post('/api/shop/sku/reviews', { parent_sku: sku, review_rating: 1 + (i % 5), title: titles[i % titles.length], review_text: text }, member));
  }

  const articleId = 'xss_corpus';
  await enter('article', site.post('/api/article', { id: articleId, title: titles[0], subtitle: titles[1], headline: titles[2], body: VECTORS.join('\n<p>separator</p>\n'), published: true }, admin));
  for (const text of chunks(10_000)) {
    const member = await signIn(await makeUser());
    await enter('profile name', site.post('/api/user', { first_name: names[3], last_name: names[4] }, member));
    await enter('comment', site.post('/api/article/comment', { article_id: articleId, body: text }, member));
  }
  await enter('service', site.post('/api/admin/services', { key: 'xss_corpus', title: titles[5], subtitle: titles[6], description: chunks(50_000)[0], body: chunks(50_000)[1] ?? '', published: true }, admin));

  const pages = {
    product: await visit(`/shop/${sku}`),
    article: await visit(`/article/${articleId}`),
    articles: await visit('/articles'),
    services: await visit('/services'),
    'product, as the administrator': await visit(`/shop/${sku}`, admin),
  };
  report('XSS corpus through every shown field', { vectors: VECTORS.length, entered: sent, pages });
  for (const [name, outcome] of Object.entries(pages)) expect({ name, executed: outcome.executed, dialogs: outcome.dialogs }).toEqual({ name, executed: 0, dialogs: 0 });
  // The payloads were on the pages, as text.
  expect({ product: pages.product.shown, article: pages.article.shown, services: pages.services.shown }).toEqual({ product: true, article: true, services: true });
  expect(Object.keys(sent).filter((k) => k.endsWith('refused'))).toEqual([]);
}, 300_000);

import { expect, test } from 'vitest';
import { newPage } from '../test/browser';
import { makeUser, signIn } from '../test/factories';
import { testApp } from '../test/http';
import { makeSku } from '../test/shop-factories';

// npm run dev: the same site, rendered on the server by React Router from the sources Vite
// compiles (hot reload) instead of dist/site; the console from its own Vite dev server.
const app = await testApp({ client: 'dev' });

test('the dev server renders a product page on the server: its heading, title and JSON-LD are in the HTML', async () => {
  const id = await makeSku({ title: 'Rendered in Development', list_price: 12 });
  const res = await fetch(`${app.url}/shop/${id}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toMatch(/<h1 [^>]*>Rendered in Development<\/h1>/);
  expect(html).toMatch(/<title>Rendered in Development · [^<]+<\/title>/);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'Product', name: 'Rendered in Development', sku: String(id), offers: { price: '12.00' } });
});

test('the dev server answers 404 for a path no page takes, with the not-found page, as the built one does', async () => {
  const missing = await fetch(`${app.url}/no/such/page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('404: Not Found.');
  expect((await fetch(`${app.url}/shop/999999`)).status).toBe(404);
  expect((await fetch(`${app.url}/shop/returns`)).status).toBe(200);
  // A console screen's address, asked for as a document, is the console's page.
  expect((await fetch(`${app.url}/chariot/no/such/screen`, { headers: { Accept: 'text/html' } })).status).toBe(200);
});

// Vite compiles each module on its first request: the first visit of each app is slow on a busy machine.
test('the dev server runs the public site and the admin console in the browser', async () => {
  const page = await newPage(app.url);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/shop/search');
  await expect.poll(() => page.getByRole('navigation', { name: /main/i }).isVisible(), { timeout: 30_000 }).toBe(true);
  await page.goto('/chariot/skus');
  await page.waitForURL('**/login', { timeout: 30_000 });
  expect(errors).toEqual([]);
}, 120_000);

test("the account and static pages hydrate without a warning (development's React names every mismatch), for a guest and a member", async () => {
  const page = await newPage(app.url);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did(n't| not) match/i.test(m.text())) warnings.push(`${page.url()}: ${m.text().slice(0, 400)}`);
  });
  const paths = ['/login', '/register', '/forgotpw', '/forgotpw/t0k3n', '/activate/abc', '/activate', '/confirm-email/t0k3n', '/profile', '/privacy', '/terms', '/about', '/demo', '/no/such/page'];
  for (const path of paths) await page.goto(path, { waitUntil: 'networkidle' });
  const token = await signIn(await makeUser());
  await page.context().addCookies([{ name: 'token', value: token, url: app.url }]);
  for (const path of ['/login', '/privacy', '/profile']) await page.goto(path, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { name: 'Profile', level: 1 }).count()).toBe(1);
  expect(warnings).toEqual([]);
});

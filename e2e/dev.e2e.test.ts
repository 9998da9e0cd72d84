import { expect, test } from 'vitest';
import { newPage } from '../test/browser';
import { testApp } from '../test/http';

// npm run dev: the same app with Vite serving the sources (hot reload) instead of dist/client.
const app = await testApp({ client: 'dev' });

test('the dev server renders the public app and the admin console from source', async () => {
  const page = await newPage(app.url);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/shop/search');
  await expect.poll(() => page.getByRole('navigation', { name: /main/i }).isVisible(), { timeout: 30_000 }).toBe(true);
  await page.goto('/chariot/skus');
  await page.waitForURL('**/login', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('the dev server answers 404 for a path the app has no page for, as the built one does', async () => {
  const missing = await fetch(`${app.url}/no/such/page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<div id="root">');
  expect((await fetch(`${app.url}/shop/returns`)).status).toBe(200);
  expect((await fetch(`${app.url}/chariot/no/such/screen`)).status).toBe(200);
});

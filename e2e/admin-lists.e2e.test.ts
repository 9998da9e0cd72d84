import { expect, test } from 'vitest';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { seedDemoData } from '../src/seed';
import { newPage, screenshot, signInToConsole } from '../test/browser';
import { CONSOLE_LISTS } from '../test/console-lists';
import { testApp } from '../test/http';

// The console as `npm start` leaves it on an empty database: the demo data in every list and on
// the dashboard, and nothing a page asks for missing, its icon included.

const app = await testApp({ client: 'built' });
const { admin } = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
// Fifteen lists, each loading the console afresh: over the default two minutes on a busy machine.
const EVERY_LIST_TIMEOUT = 240_000;

test('every list and the dashboard open filled on the demo data; no request fails, the icon included', async () => {
  const page = await newPage(app.url);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  await signInToConsole(page, admin, '/chariot');

  for (const resource of CONSOLE_LISTS) {
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/admin/${resource}` && r.request().method() === 'GET');
    await page.goto(`/chariot/${resource}`);
    const rows = ((await (await listed).json()) as unknown[]).length;
    expect(rows, `the ${resource} list opens empty`).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main tbody tr').count(), { message: `${resource} rows on screen` }).toBe(rows);
  }

  await page.goto('/chariot');
  await expect.poll(() => page.getByRole('table').count()).toBeGreaterThanOrEqual(5);
  const empty = await page.locator('main').getByText(/in this period yet/).allTextContents();
  if (empty.length) await screenshot(page, 'admin-lists-dashboard');
  expect(empty).toEqual([]);

  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
  expect(failed).toEqual([]);
  for (const icon of ['/favicon.svg', '/favicon.ico']) {
    const res = await page.request.get(icon);
    expect({ icon, status: res.status(), type: res.headers()['content-type'] }).toEqual({ icon, status: 200, type: expect.stringMatching(/^image\//) });
  }
}, EVERY_LIST_TIMEOUT);

import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { newPage } from '../test/browser';
import { testApp } from '../test/http';

// What the browser gets for a page: the status its route gives (a missing record's or an unknown
// path's 404, with the not-found page) and the headers every page carries: HTML, and a
// Content-Security-Policy whose nonce, new for each answer, is the one the page's scripts carry.

const app = await testApp({ client: 'built' });

test('a missing product and an unknown path answer 404, in HTML, under a CSP that lets exactly its inline scripts run', async () => {
  const page = await newPage(app.url);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  for (const path of ['/shop/999999', '/no/such/page']) {
    const answer = await page.goto(path);
    expect({ path, status: answer!.status() }).toEqual({ path, status: 404 });
    const headers = answer!.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    // A visitor's page is the same for every visitor: its inline scripts are allowed by their hashes (src/platform/http/page-cache.ts).
    const allowed = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
    const html = await answer!.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(allowed, path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(allowed.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
    await expect.poll(() => page.getByRole('heading', { name: '404: Not Found.', level: 1 }).count()).toBe(1);
    expect(await page.title()).toMatch(/^Not Found · /);
  }

  // The scripts ran: a link goes on in the page, without loading another document.
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL(`${app.url}/`);
  expect(documents).toBe(0);
  expect(refused).toEqual([]);
});

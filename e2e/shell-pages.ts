import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { test } from 'vitest';
import { db } from '../src/platform/db';
import { storage } from '../src/platform/storage';
import { expectAccessible, newPage, poll } from '../test/browser';
import { makeSku } from '../test/shop-factories';

// The shell's pages as its journeys meet them (shell-polish and the shell-axe files, split so
// that their browsers run side by side): the same services and books in each file's database,
// and each page with what says it is ready.

export const PHONE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

async function picture(key: string, colour: string) {
  await storage.put(key, await sharp({ create: { width: 800, height: 500, channels: 3, background: colour } }).webp().toBuffer());
  return storage.url(key);
}

/** Two services with pictures and twelve books, "Field Notes 1" to "Field Notes 12". */
export async function seedShell(): Promise<void> {
  await db('services').insert([
    {
      key: 'books_typesetting_publishing',
      title: 'Book Typesetting and Publishing',
      subtitle: 'From finished manuscript to printed book and ebook',
      body: '<p>Careful interior design and typesetting, from the first page to the last.</p>'.repeat(6),
      img_src: await picture('services/books.webp', '#2f4858'),
      position: 0,
      published: true,
    },
    {
      key: 'tutoring_private_web-development',
      title: 'Private Tutoring in Web Development',
      body: '<p>HTML, CSS and TypeScript, one lesson at a time.</p>'.repeat(6),
      img_src: await picture('services/tutoring.webp', '#5e548e'),
      position: 1,
      published: true,
    },
  ]);
  for (let i = 0; i < 12; i++) await makeSku({ title: `Field Notes ${i + 1}`, list_price: 10 + i });
}

export type Ready = (page: Page) => Promise<unknown>;

/** The shell's pages, each with what it shows once it is there. */
export const SHELL_PAGES: Array<[string, Ready]> = [
  ['/services', (p) => poll(() => p.getByRole('article').count()).toBe(2)],
  ['/contact', (p) => poll(() => p.getByRole('form').count()).toBe(1)],
  ['/shop/returns', (p) => poll(() => p.getByRole('form').count()).toBe(1)],
  ['/privacy', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/terms', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/mission', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/demo', (p) => poll(() => p.locator('main figure svg').count()).toBe(1)],
  ['/articles', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/article/the_center', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/volumes', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/volumes/poetry', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/random', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/search?keyword=ink', (p) => poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)],
  ['/no/such/page', (p) => poll(() => p.getByText('404: Not Found.').count()).toBe(1)],
];

/** One test per theme: every shell page passes axe at this width. */
export function shellPassesAxe(baseUrl: () => string, viewport: { width: number; height: number }): void {
  for (const theme of ['light', 'dark'] as const) {
    test(`the shell's pages pass axe at ${viewport.width} px in the ${theme} theme`, async () => {
      const page = await newPage(baseUrl(), viewport);
      await page.context().addCookies([{ name: 'theme', value: theme === 'dark' ? '1' : '0', url: baseUrl() }]);
      for (const [path, ready] of SHELL_PAGES) {
        await page.goto(path);
        await ready(page);
        await expectAccessible(page);
      }
    });
  }
}

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, frames, layoutAtRest, newPage, poll, screenshot } from '../test/browser';
import { testApp } from '../test/http';
import { DESKTOP, PHONE, SHELL_PAGES, seedShell, type Ready } from './shell-pages';

// The shell as a new visitor meets it on a phone and a desktop: a compact phone header, a
// back-to-top button that covers no text, toasts in a corner, and pages that do not jump (axe
// over the same pages: shell-axe-phone and shell-axe-desktop).

const app = await testApp({ client: 'built' });

await seedShell();

test('on a phone the header is one short row and the search opens from its icon', async () => {
  const page = await newPage(app.url, PHONE);
  await page.goto('/');
  const header = page.locator('body > header');
  await poll(() => header.count()).toBe(1);
  const height = await header.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(64);
  // The box itself waits behind its icon.
  expect(await page.getByRole('combobox', { name: 'Search the site' }).isVisible()).toBe(false);
  await screenshot(page, 'phone-header');

  const open = page.getByRole('button', { name: 'Open search' });
  await open.click();
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await poll(() => box.isVisible()).toBe(true);
  await poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  // Opening it moves nothing: the header keeps its height.
  expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
  await expectAccessible(page);
  await screenshot(page, 'phone-header-search');
  await box.fill('ink');
  await box.press('Enter');
  await page.waitForURL('**/search?keyword=ink');
  await poll(() => page.textContent('main')).toContain('ink');

  // The main menu's sections are in the side menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  const sections = page.getByRole('dialog').getByRole('navigation', { name: 'Sections' });
  await sections.getByRole('link', { name: 'Services' }).click();
  await page.waitForURL('**/services');

  // Dark as well as light.
  await page.context().addCookies([{ name: 'theme', value: '1', url: app.url }]);
  await page.goto('/');
  await poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.getByRole('button', { name: 'Open search' }).click();
  await expectAccessible(page);
  await screenshot(page, 'phone-header-search-dark');
});

test('on a desktop the search box is in the header, with no extra icon', async () => {
  const page = await newPage(app.url, DESKTOP);
  await page.goto('/');
  await poll(() => page.getByRole('combobox', { name: 'Search the site' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Open search' }).isVisible()).toBe(false);
});

/** Where the back-to-top button is over a piece of the page's text, if anywhere (text boxes, not element boxes). */
const overText = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Back to top"]');
    if (!button || button.hidden) return 'not shown';
    const b = button.getBoundingClientRect();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) return `over: ${node.textContent.trim().slice(0, 40)}`;
      }
    }
    return 'clear';
  });

test('back to top shows after 200 px of scrolling and is never over text', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(app.url, viewport);
    await page.goto('/services');
    await poll(() => page.getByRole('article').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Back to top' }).count()).toBe(0);
    // Every scroll position from the top to the end: it never lies on text.
    const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    for (let y = 0; y <= end; y += 97) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
      expect({ y, width: viewport.width, at: await overText(page) }).not.toMatchObject({ at: expect.stringMatching(/^over/) });
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole('button', { name: 'Back to top' });
    await poll(() => button.isVisible()).toBe(true);
    expect(await overText(page)).toBe('clear');
    await screenshot(page, `back-to-top-${viewport.width}`);
    await button.click();
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('a toast sits in a corner and covers no control of the form that raised it', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(app.url, viewport);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Email').fill('reader@example.test');
    await form.getByLabel('Message').fill('Hello there.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('.toasts > *');
    await poll(() => toast.count()).toBe(1);
    // No control the visitor can see is under it: the middle of each, visible without the toast,
    // is still the control with it.
    const covered = await page.evaluate(() => {
      const region = document.querySelector<HTMLElement>('.toasts')!;
      const middles = [...document.querySelectorAll('main button, main input, main textarea, main a')].flatMap((el) => {
        const r = el.getBoundingClientRect();
        return r.width === 0 || r.bottom < 0 || r.top > innerHeight ? [] : [{ el, x: r.left + r.width / 2, y: r.top + r.height / 2 }];
      });
      region.style.visibility = 'hidden';
      const visible = middles.filter(({ el, x, y }) => el.contains(document.elementFromPoint(x, y)));
      region.style.visibility = '';
      return visible.filter(({ el, x, y }) => !el.contains(document.elementFromPoint(x, y))).map(({ el }) => el.getAttribute('name') ?? el.textContent);
    });
    expect(covered).toEqual([]);
    await screenshot(page, `toast-${viewport.width}`);
  }
});

/**
 * The page's cumulative layout shift from the first paint until it has settled, in the
 * browser's own measure (PerformanceObserver 'layout-shift', shifts after input excluded).
 */
async function layoutShift(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  await layoutAtRest(page);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** Sums the page's layout shifts into window.__cls from its first paint. */
async function measuringPage(viewport: { width: number; height: number }) {
  const page = await newPage(app.url, viewport);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

async function measure(pages: Array<[string, Ready]>) {
  const results: Array<{ path: string; width: number; cls: number }> = [];
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await measuringPage(viewport);
    for (const [path, ready] of pages) results.push({ path, width: viewport.width, cls: await layoutShift(page, path, ready) });
  }
  console.warn(results.map((r) => `CLS ${r.width}px ${r.path}: ${r.cls.toFixed(4)}`).join('\n'));
  return results;
}

test('no public page of the shell moves as it loads: CLS at most 0.02 on a phone and a desktop', async () => {
  const results = await measure(SHELL_PAGES);
  expect(results.filter((r) => r.cls > 0.02)).toEqual([]);
});

// The home page is the shop listing (its rows and their skeletons are the shop pages' work): the
// shell's part is the header and a footer that does not move.
test('the home page does not move as it loads either: CLS at most 0.02', async () => {
  const results = await measure([['/', (p) => poll(() => p.getByText('Field Notes 12').count()).toBeGreaterThan(0)]]);
  expect(results.filter((r) => r.cls > 0.02)).toEqual([]);
});

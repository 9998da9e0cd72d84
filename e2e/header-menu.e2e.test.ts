import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, newPage, poll, screenshot } from '../test/browser';
import { makeArticle } from '../test/content-factories';
import { makeUser } from '../test/factories';
import { testApp } from '../test/http';

// Issue 36: finding the library (Articles in the header menu, About reachable, the star named),
// one wording for logging in and out, and a toast whose × shows and which leaves a phone's header free.

const app = await testApp({ client: 'built' });
const PHONE = { width: 375, height: 800 };

/** The words for signing in and out any visible text (or accessible name) on the page uses. */
const signInWords = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.body.innerText, ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '')];
    return [...new Set(texts.join('\n').match(/\b(sign(ed|ing)? ?(in|out)|log(ged|ging)? ?(in|out)|login|logout)\b/gi) ?? [])].map((w) => w.toLowerCase());
  });

test('the header menu has Articles beside the spec\'s entries; the star is named and says so on focus; About is in the footer', async () => {
  const page = await newPage(app.url);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const names = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? a.textContent));
  expect(names).toEqual(['Mission', 'Services', 'Shop', 'The Center', 'Articles', 'Links', 'Forums', 'Members']);

  const star = nav.getByRole('link', { name: 'The Center' });
  const tip = () => star.evaluate((a) => ({ text: getComputedStyle(a, '::after').content, opacity: getComputedStyle(a, '::after').opacity }));
  expect(await tip()).toEqual({ text: '"The Center"', opacity: '0' });
  await page.keyboard.press('Tab');
  await star.focus();
  await poll(tip).toEqual({ text: '"The Center"', opacity: '1' });
  await screenshot(page, 'header-star-focused');

  await nav.getByRole('link', { name: 'Articles', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/articles');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/about');
  await expectAccessible(page);
});

test('one wording: Login and Logout, "log in" in sentences, on the header, the side menu, the login page and the modal', async () => {
  const member = await makeUser();
  const page = await newPage(app.url);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Menu' }).click();
  await poll(() => page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }).count()).toBe(1);
  expect(await signInWords(page)).toEqual(expect.arrayContaining(['login']));
  expect((await signInWords(page)).filter((w) => w.startsWith('sign'))).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await poll(() => menu.getByRole('button', { name: 'Logout' }).count()).toBe(1);
  expect((await signInWords(page)).filter((w) => w.startsWith('sign'))).toEqual([]);
  await menu.getByRole('button', { name: 'Logout' }).click();
  // SPEC §8's toast, as written.
  await poll(() => page.locator('.toasts').textContent()).toContain('Logged Out');

  // A guest's comment box asks to log in too.
  const article = await makeArticle();
  await page.goto(`/article/${article.slug}`);
  await poll(() => page.locator('main').textContent()).toContain('Please log in to comment.');
  expect((await signInWords(page)).filter((w) => w.startsWith('sign'))).toEqual([]);
});

/** The contrast ratio (WCAG) of two rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the toast\'s × stands out in both themes; on a phone toasts sit under the header, which stays usable', async () => {
  for (const [theme, viewport] of [['0', { width: 1280, height: 900 }], ['1', PHONE]] as const) {
    const page = await newPage(app.url, viewport);
    await page.context().addCookies([{ name: 'theme', value: theme, url: app.url }]);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Email').fill('reader@example.test');
    await form.getByLabel('Message').fill('Hello there.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const close = page.getByRole('button', { name: 'Dismiss notification' });
    await poll(() => close.count()).toBe(1);
    // Read at once: the toast is gone 2.5 s later.
    const colours = await close.evaluate((button) => {
      const toast = button.parentElement!;
      return { x: getComputedStyle(button.querySelector('svg')!).color, background: getComputedStyle(toast).backgroundColor };
    });
    const boxes = () => Promise.all([page.getByRole('banner').boundingBox(), page.locator('.toasts > *').boundingBox()]);
    const [header, toast] = await boxes();
    // At the top of the page too, where the test mode's line sits above the header.
    await page.evaluate(() => scrollTo(0, 0));
    const [headerAtTop, toastAtTop] = await boxes();
    await screenshot(page, `toast-close-${theme === '1' ? 'dark' : 'light'}-${viewport.width}`);
    expect(contrast(colours.x, colours.background), `${theme} ${JSON.stringify(colours)}`).toBeGreaterThanOrEqual(4.5);
    if (viewport === PHONE) {
      expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(headerAtTop!.y).toBeGreaterThan(0);
      expect(toastAtTop!.y).toBeGreaterThanOrEqual(headerAtTop!.y + headerAtTop!.height);
      // The header's controls are not under it.
      for (const name of ['Menu', 'Open search']) expect(await page.getByRole('banner').getByRole('button', { name }).isVisible()).toBe(true);
    }
    // The page itself, once the toast is gone (axe would catch it mid-fade).
    await poll(() => close.count()).toBe(0);
    await expectAccessible(page);
  }
});

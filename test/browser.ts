import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { onShutdown } from '../src/platform/shutdown';

/**
 * Debian's chromium-headless-shell when installed: the headless-only build (what Playwright runs by
 * default) draws no browser UI and costs about 40 % less CPU a journey than the full browser's
 * --headless; the full browser otherwise.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
// Without the background-networking flags Chromium keeps dialling out, and this network refuses it.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let browser: Promise<Browser> | null = null;
/** The pages this file opened and has not closed: photographed when a test fails. */
const openPages = new Set<Page>();

/**
 * The user agent of the same Chromium run by a person: analytics leaves out "HeadlessChrome" as a
 * bot (isbot), and the journeys stand for people.
 */
const personUserAgent = (b: Browser) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${b.version()} Safari/537.36`;

/**
 * A fresh page (own cookies and storage) in Debian's headless Chromium, closed with the test file;
 * `options` such as javaScriptEnabled: false for a browser that runs no script.
 */
export async function newPage(baseURL: string, viewport = { width: 1280, height: 900 }, options: BrowserContextOptions = {}): Promise<Page> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true }).then((b) => {
    onShutdown('browser', () => b.close());
    return b;
  });
  const b = await browser;
  const context = await b.newContext({ baseURL, viewport, userAgent: personUserAgent(b), ...options });
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  page.on('pageerror', (err) => console.error('page error:', err.message));
  if (options.javaScriptEnabled !== false) await waitForLiveOnGoto(page);
  return page;
}

/**
 * `page.goto` to a page of the public site resolves once the page is live (hydrated: the
 * `folio:live` event, src/web/providers.tsx), as a person would find it after the first seconds.
 * The site shows its server-rendered page first and hydrates after the first view (src/web/entry.client.tsx),
 * so a journey that typed straight away would type into the page before its scripts run; what a
 * page does then is the no-script journeys' subject (e2e/no-script.e2e.test.ts). Pages that are
 * not the site's (the console, a test's own HTML) are not waited for.
 */
async function waitForLiveOnGoto(page: Page): Promise<void> {
  await page.addInitScript(() => addEventListener('folio:live', () => Object.assign(window, { folioLive: true })));
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForLive(page);
    return response;
  };
}

/** Waits until a page of the public site is live (hydrated); any other page at once. */
export async function waitForLive(page: Page): Promise<void> {
  // Generous: `npm run dev` compiles a page's modules on its first visit, slowly on a busy machine.
  await page.waitForFunction(() => !('__reactRouterContext' in window) || 'folioLive' in window, undefined, { timeout: 45_000 });
}

const SCREENSHOTS = path.resolve('test-results/screenshots');

async function photograph(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * A journey's view worth looking at, saved under test-results/screenshots when E2E_SCREENSHOTS=1
 * asks for them. Not by default: a full-page picture re-lays the page out at its whole height, and
 * a hundred of them were minutes of every run that nobody looked at. A failure is photographed anyway.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await photograph(page, name);
}

// Every page open when a test fails, as it was then: failed-<test>-<n>.png.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = `failed-${task.name.replace(/\W+/g, '-').slice(0, 80)}`;
  for (const [n, page] of [...openPages].entries()) await photograph(page, `${name}-${n + 1}`).catch(() => undefined);
});

/** The console's toast (react-admin's MUI Snackbar) saying this. */
export const adminToast = (page: Page, text: string) => page.locator('.MuiSnackbarContent-message', { hasText: text });

/** Waits for the console's toast; when it never comes, a screenshot shows what was there instead. */
export async function expectAdminToast(page: Page, text: string): Promise<void> {
  try {
    await expect.poll(() => adminToast(page, text).count()).toBeGreaterThan(0);
  } catch (error) {
    await photograph(page, `failed-toast-${text.replace(/\W+/g, '-')}`);
    throw error;
  }
}

/** Waits for running animations to finish (axe reads colours mid-fade). */
export const settle = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/** Resolves after the page has drawn `count` more frames: what a scroll or an event set off has been laid out and painted. */
export const frames = (page: Page, count = 2) =>
  page.evaluate((n) => new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(n);
  }), count);

/** Resolves once the page's finite animations and transitions have ended (a loading shimmer runs forever). */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished),
    ),
  );

/**
 * Resolves once a page has finished loading what moves it: its web fonts in, its requests
 * answered, its finite animations over, then two frames drawn (for measuring layout shift).
 */
export async function layoutAtRest(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
  await frames(page);
}

/** Fails on any serious or critical axe-core accessibility violation on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged with no fade under way: a toast caught half faded in or out reads as low
  // contrast. Motion reduced for the check, a toast leaving meanwhile goes at once; fades already
  // running are waited for.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await animationsDone(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Opens an admin path as a visitor, signs in through the public /login page it is sent to, and
 * waits to be sent back to that path.
 */
export async function signInToConsole(page: Page, user: { username: string; password: string }, path: string): Promise<void> {
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  await page.waitForURL('**/login');
  // The console sends the visitor to /login in the browser; a form sent before it is live would post
  // without scripts, and the server, which cannot read the path saved in session storage, goes home.
  await waitForLive(page);
  await page.getByLabel(/username or email/i).fill(user.username);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(`**${path}`);
}

export interface PageEvent {
  /** 'input' for a keystroke in a field, else the address the page fetched. */
  what: string;
  body?: string;
  /** The page's own clock (performance.now), so gaps are the page's timers, not this process's lag. */
  at: number;
}

/**
 * Records, in the page, each keystroke into a field and each fetch it makes, stamped with the
 * page's clock. A debounce or a retry delay measured so cannot come out short on a busy machine:
 * a timer never fires early, however late the test process hears of it.
 */
export async function recordInPage(page: Page): Promise<() => Promise<PageEvent[]>> {
  await page.addInitScript(() => {
    const events: Array<{ what: string; body?: string; at: number }> = [];
    (window as unknown as { __events: typeof events }).__events = events;
    addEventListener('input', () => events.push({ what: 'input', at: performance.now() }), true);
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      events.push({ what: url, body: typeof init?.body === 'string' ? init.body : undefined, at: performance.now() });
      return fetch(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __events: PageEvent[] }).__events);
}

/** expect.poll with the journeys' limit (vitest.e2e.config.ts): what a page shows, waited for until it does. */
export const poll = <T>(fn: () => T | Promise<T>, options?: { timeout?: number; interval?: number }) => expect.poll(fn, options);

#!/usr/bin/env node
// Bundle budgets, checked after `npm run build` (DESIGN.md "Performance", issues 8 and 23):
//   - each of the home page, a product page and an article page: every script a first-time
//     visitor's browser loads until the page can be used, at most 145 KB gzip (docs/decisions.md,
//     "Budgets in the browser": React DOM, the router and TanStack Query are 116.0 KB of it). Measured in
//     Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) at a phone's size, on the built
//     site started on the embedded default with demo data (scripts/built-site.mjs). "Usable" is the app's
//     hydration having committed (the `folio:live` event, src/web/providers.tsx) and then no
//     request in flight for half a second, so lazy chunks fetched as the page goes live count;
//   - the admin console's entry with its static imports (from its build's Vite manifest,
//     dist/admin/.vite/manifest.json), at most 450 KB.
// Sizes are gzip (node:zlib, level 9) of each script's decoded body, summed. Prints a table per
// page, marking the scripts the page's HTML did not preload (lazy chunks); exits 1 over a budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { samplePages, startSite } from './built-site.mjs';

const KB = 1024;
const PUBLIC_LIMIT = 145 * KB;
const ADMIN_LIMIT = 450 * KB;
const PUBLIC_PAGES = ['home', 'product', 'article'];
/** The admin console's build (vite.admin.config.ts). */
const ADMIN_OUT = path.resolve('dist/admin');
/** No request in flight for this long after hydration: nothing more is coming. */
const QUIET_MS = 500;
/** Past this a page never went live: a failure of the check, not a size. */
const LIVE_TIMEOUT_MS = 30_000;
/** Lighthouse's phone (its default profile): the visitor the budget is for. */
const VIEWPORT = { width: 412, height: 823 };
// The flags of test/browser.ts: without the background-networking ones Chromium keeps dialling out.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The scripts a first visit to `url` loads until the page is usable, each with its gzip size.
 * A fresh browser context each time: nothing cached, no stored session.
 */
async function scriptsLoadedBy(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener('folio:live', () => (window.__folioLive = true), { once: true });
      // What the server's page names for the browser to fetch once its first view has painted
      // (React Router's module preloads: the entry, the matched routes and their static imports;
      // src/web/scripts-after-first-view.ts), read before hydration.
      document.addEventListener('DOMContentLoaded', () => {
        const boot = document.querySelector('script[data-modules]');
        const named = [boot?.dataset.entry ?? '', ...(boot?.dataset.modules ?? '').split(' ')].filter(Boolean);
        window.__modulePreloads = named.map((href) => new URL(href, location.href).pathname);
      });
    });
    const sizes = new Map();
    const reading = [];
    let inFlight = 0;
    let lastSettled = Date.now();
    const settled = () => {
      inFlight--;
      lastSettled = Date.now();
    };
    page.on('request', () => inFlight++);
    page.on('requestfailed', settled);
    page.on('requestfinished', (request) => {
      settled();
      if (request.resourceType() !== 'script') return;
      reading.push(
        request.response().then(async (response) => {
          // Module preloads and imports of the same file are one fetch; count it once.
          if (response) sizes.set(new URL(request.url()).pathname, gzipSize(await response.body()));
        }),
      );
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__folioLive === true, undefined, { timeout: LIVE_TIMEOUT_MS });
    while (inFlight > 0 || Date.now() - lastSettled < QUIET_MS) await page.waitForTimeout(100);
    await Promise.all(reading);
    const preloaded = new Set(await page.evaluate(() => window.__modulePreloads ?? []));
    return [...sizes].map(([file, gzip]) => ({ file, gzip, lazy: !preloaded.has(file) }));
  } finally {
    await context.close();
  }
}

/** The admin entry's chunk files and those it imports statically, transitively (dynamic imports excluded). */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no entry ${key}.`);
  if (seen.has(chunk.file)) return seen;
  if (chunk.file.endsWith('.js')) seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function adminEntryScripts() {
  const manifestPath = path.join(ADMIN_OUT, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run npm run build first (vite.admin.config.ts sets build.manifest).`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return [...staticClosure(manifest, 'index.html')].map((file) => ({ file, gzip: gzipSize(fs.readFileSync(path.join(ADMIN_OUT, file))) }));
}

/** Prints one budget's table; true when it is over. */
function report(name, limit, scripts) {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const over = total > limit;
  console.log(`${over ? 'OVER' : 'ok  '} ${name}: ${kb(total)} gzip (budget ${kb(limit)}) in ${scripts.length} file${scripts.length === 1 ? '' : 's'}`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`       ${kb(s.gzip).padStart(9)}  ${s.file}${s.lazy ? '  (lazy: fetched as the page went live)' : ''}`);
  return over;
}

let failed = false;
const site = await startSite('budgets');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
try {
  const pages = await samplePages(site.url);
  for (const name of PUBLIC_PAGES) {
    const scripts = await scriptsLoadedBy(browser, site.url + pages[name]);
    failed = report(`public ${name} page (${pages[name]}) JS until usable`, PUBLIC_LIMIT, scripts) || failed;
  }
} finally {
  await browser.close();
  await site.stop();
}
failed = report('admin entry JS', ADMIN_LIMIT, adminEntryScripts()) || failed;
if (failed) {
  console.error('A bundle budget is exceeded (see above).');
  process.exit(1);
}

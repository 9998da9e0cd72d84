import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import { config } from '../config';
import { logger } from '../logger';
import { TimeoutError, withTimeout } from '../timeout';
import { escapeHtml } from './client';
import { jsonForScript } from './page-head';

// Anonymous visitors get the public pages rendered on the server (dist/ssr, built by
// `vite build --ssr` from src/web/entry-server.tsx), so the page's content is in the first answer
// rather than after the app's scripts and its API calls. Anything else (a session, a page left to
// the browser, a render that fails or is slow) gets the plain shell, which renders in the browser.

/** What the server bundle exports. */
interface ServerBundle {
  render(url: string, apiOrigin: string): Promise<{ html: string; state: unknown; status: number } | null>;
  stateElementId: string;
}

/** A page's rendered markup, and what goes in the head and after #root. */
export interface RenderedPage {
  html: string;
  /** The page's largest picture's preload and its stylesheets, for the head in place of the shell's. */
  headTags: string;
  /** The JSON <script> the browser hydrates from. */
  stateScript: string;
  /** The address of the script that loads the app once the page's first view is complete. */
  appLoader: string;
}

export type RenderPage = (req: Request, page: string) => Promise<RenderedPage | null>;

const ssrEntry = path.resolve('dist/ssr/entry-server.js');
const builtClient = path.resolve('dist/client');
const manifestFile = path.join(builtClient, '.vite/manifest.json');
/** Past this the visitor is better served by the shell than by waiting. */
const RENDER_TIMEOUT_MS = 3000;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheets a chunk needs, its static imports' first, in order; `skip` are already on the page. */
function chunkStyles(manifest: Manifest, key: string, skip: ReadonlySet<string>, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || skip.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => chunkStyles(manifest, child, skip, seen)), ...(chunk.css ?? [])];
}

/**
 * The stylesheets each page needs, the entry's and the page module's own, inlined: the server's
 * markup needs them before it paints (or it would move when they come), and on a slow line one
 * answer paints sooner than an answer and then a round trip per file, sharing the line with the
 * fonts and scripts. Each is followed by a disabled link to its file, which is not fetched but
 * tells Vite's loader the sheet is on the page, so the page's code does not add it again (a second
 * copy restyles the whole page on a slow phone). The scripts are left to the entry to load.
 */
export function pageStyles(manifest: Manifest, pages: readonly string[], readAsset: (file: string) => string): Map<string, string> {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.startsWith('web/'));
  const onPage = new Set<string>();
  const entry = entryKey ? chunkStyles(manifest, entryKey, new Set(), onPage) : [];
  const inline = (file: string) => {
    const text = readAsset(file);
    const link = `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}"`;
    return text.includes('</') ? `${link}>` : `<style>${text}</style>${link} disabled>`;
  };
  return new Map(
    pages.map((page) => {
      const own = chunkStyles(manifest, `web/pages/${page}/route.tsx`, onPage);
      return [page, [...new Set([...entry, ...own])].map((file) => `    ${inline(file)}`).join('\n')];
    }),
  );
}

/**
 * A preload of the page's largest picture (the one rendered with fetchpriority=high), so it is
 * asked for with the document's first bytes rather than once the body is parsed.
 */
export function leadImagePreload(html: string): string {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/.exec(html)?.[0];
  const attr = (name: string) => (img ? new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1] : undefined);
  const src = attr('src');
  if (!src) return '';
  const srcset = attr('srcSet');
  const sizes = attr('sizes');
  // The values are React's output, already escaped for an attribute.
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/** A cookie's raw value on the request, or undefined. */
export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** True when the request carries no session: no Authorization header and no session cookie. */
export function isAnonymous(req: Request, sessionCookie: string): boolean {
  return !req.get('authorization') && cookieValue(req, sessionCookie) === undefined;
}

/** This server's own address as the request reached it: the render asks the API there. */
function ownOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/**
 * The server render of the given pages, when the build has one (`npm run build`); null otherwise.
 * The bundle is loaded on first use; the values the browser reads from the shell's <meta> tags are
 * handed to it first (src/web/site.ts reads them from SERVER_SITE_META).
 */
export function serverRenderer(pages: readonly string[]): RenderPage | null {
  if (!fs.existsSync(ssrEntry) || !fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const loader = manifest['web/app-loader.ts'];
  if (!loader) return null;
  const appLoader = `/${loader.file}`;
  const styles = pageStyles(manifest, pages, (file) => fs.readFileSync(path.join(builtClient, file), 'utf8').trim());
  let bundle: Promise<ServerBundle> | null = null;
  const load = () => {
    (globalThis as Record<string, unknown>).__folioSiteMeta = { 'site-name': config.SITE_NAME, 'site-short-name': config.siteShortName, 'shop-email': config.SHOP_EMAIL, payments: config.paymentsMode };
    return import(pathToFileURL(ssrEntry).href) as Promise<ServerBundle>;
  };
  return async (req, page) => {
    const sheets = styles.get(page);
    if (sheets === undefined) return null;
    try {
      bundle ??= load();
      const { render, stateElementId } = await bundle;
      const url = new URL(req.originalUrl, 'http://localhost').href;
      const rendered = await withTimeout(render(url, ownOrigin(req)), RENDER_TIMEOUT_MS, 'a server render');
      if (!rendered || rendered.status !== 200) return null;
      const stateScript = `<script type="application/json" id="${stateElementId}">${jsonForScript(rendered.state)}</script>`;
      const preload = leadImagePreload(rendered.html);
      return { html: rendered.html, headTags: preload ? `    ${preload}\n${sheets}` : sheets, stateScript, appLoader };
    } catch (err) {
      if (err instanceof TimeoutError) logger.warn({ path: req.path }, 'server render too slow; the browser renders the page');
      else logger.error({ err, path: req.path }, 'server render failed; the browser renders the page');
      return null;
    }
  };
}

/** The app's entry script and its preloaded imports, as Vite writes them into the shell. */
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_IMPORT = /^[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm;

/**
 * The shell's app scripts swapped for the loader (src/web/app-loader.ts), which fetches them once
 * the page's lead picture has painted: the page is already there and they only make it live, so
 * on a slow line the first view comes before their 130 KB.
 */
function appLoadedLater(html: string, loaderSrc: string): string {
  const imports = [...html.matchAll(APP_IMPORT)].map((found) => found[1]!);
  return html
    .replace(APP_IMPORT, '')
    .replace(
      APP_ENTRY,
      (_tag, app: string) =>
        `<script type="module" crossorigin fetchpriority="low" src="${escapeHtml(loaderSrc)}" data-app="${escapeHtml(app)}" data-imports="${escapeHtml(imports.join(' '))}"></script>`,
    );
}

/**
 * The shell (already with the page's head) with a server render in #root, the page's head tags in
 * place of the shell's stylesheet links (before the fonts' preloads: the picture comes first), and
 * the app's scripts left to its loader.
 */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  const sheet = /^[ \t]*<link rel="stylesheet" crossorigin href="[^"]*">\n/gm;
  const first = shell.search(sheet);
  const at = first < 0 ? shell.indexOf('</head>') : first;
  const head = `${shell.slice(0, at).replace(sheet, '')}${page.headTags}\n${shell.slice(at).replace(sheet, '')}`;
  return appLoadedLater(head, page.appLoader).replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.stateScript}`);
}

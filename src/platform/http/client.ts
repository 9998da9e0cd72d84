import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { config } from '../config';
import { logger } from '../logger';
import { onShutdown } from '../shutdown';
import { staticFiles } from './app';
import { cookieValue, isAnonymous, serverRenderer, withRenderedPage, type RenderPage } from './server-render';

/** Where `npm run build` puts the public app (web/) and the admin console (admin/). */
export const clientDir = path.resolve('dist/client');

/** Text for HTML: the five characters that could end an attribute or start a tag, as entities. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Fills the shell's %PLACEHOLDERS% with the site's name and contact address, and how it takes payments. */
export function fillShell(html: string): string {
  const vars: Record<string, string> = {
    SITE_NAME: config.SITE_NAME,
    SITE_SHORT_NAME: config.siteShortName,
    SHOP_EMAIL: config.SHOP_EMAIL,
    PAYMENTS: config.paymentsMode,
  };
  return html.replace(/%(SITE_NAME|SITE_SHORT_NAME|SHOP_EMAIL|PAYMENTS)%/g, (_, k: string) => escapeHtml(vars[k]!));
}

const isAdminPath = (req: Request) => req.path === '/chariot' || req.path.startsWith('/chariot/');

/** What a page adds to the served HTML so a shared link shows it (Open Graph, JSON-LD). */
export interface PageHead {
  title: string;
  description: string;
  /** Extra tags for <head>, already escaped by whoever built them. */
  tags: string;
}

/** A page of the public app's route table (src/web/route-table.ts, handed over by src/app.ts). */
export interface PageRoute {
  /** react-router syntax, under /; absent on the index route. */
  path?: string;
  index?: boolean;
  page: string;
  /** The status the page is served with when not 200 (the 404 page). */
  status?: number;
}

/** A page's head from its path parameters, or 'not-found' when the record it shows does not exist for a visitor. */
export type PageHeadResolver = (params: Record<string, string | undefined>) => Promise<PageHead | 'not-found'>;

export interface WebPages {
  routes: readonly PageRoute[];
  /** Head resolvers by page name. */
  heads?: Record<string, PageHeadResolver>;
  /** Tags every page of the public app carries in its head (a feed's link), already escaped. */
  siteTags?: string;
  /** The pages rendered on the server for an anonymous visitor (the built site only), by page name. */
  serverRendered?: readonly string[];
  /** The cookie that carries a session: a request with it (or with Authorization) is not anonymous. */
  sessionCookie?: string;
  /** The cookie that keeps the reader's theme ('1' dark): such a page comes dark, not turned dark by the scripts. */
  themeCookie?: string;
}

interface PageAnswer {
  status: number;
  head: PageHead | null;
  /** The page module that shows the path. */
  page?: string;
}
type ResolvePage = (path: string) => Promise<PageAnswer>;

const NOT_FOUND: PageAnswer = { status: 404, head: null };

const decodable = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * The status and head of a path of the public app. The route table is matched by react-router's
 * own matchRoutes, so the server ranks and decodes paths exactly as the browser will: a path no
 * page takes, the 404 page itself and a page whose record is missing answer 404.
 */
export function pageResolver({ routes, heads = {} }: WebPages): ResolvePage {
  const tree: RouteObject[] = [
    { path: '/', children: routes.map((r, i): RouteObject => (r.index ? { index: true, id: String(i) } : { path: r.path ?? '', id: String(i) })) },
  ];
  return async (path) => {
    // A malformed escape matches nothing in the browser either (and matchRoutes would log it).
    const leaf = decodable(path) ? matchRoutes(tree, path)?.at(-1) : undefined;
    const route = leaf?.route.id === undefined ? undefined : routes[Number(leaf.route.id)];
    if (!leaf || !route) return NOT_FOUND;
    const status = route.status ?? 200;
    const resolve = heads[route.page];
    if (!resolve || status !== 200) return { status, head: null, page: route.page };
    try {
      const head = await resolve(leaf.params);
      return head === 'not-found' ? NOT_FOUND : { status, head, page: route.page };
    } catch (err) {
      // The page itself fetches its data again: serve the plain shell rather than fail it.
      logger.warn({ err, path }, 'page head failed');
      return { status, head: null, page: route.page };
    }
  };
}

/** The shell with a page's own title, description and tags, when the path has any. */
export function shellFor(html: string, head: PageHead | null): string {
  if (!head) return html;
  // Replacement functions: a replacement string would read '$&' or "$'" in a title as patterns.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `${head.tags}\n  </head>`);
}

/** The public app's shell with the tags every page carries. */
export function withSiteTags(html: string, siteTags: string | undefined): string {
  return siteTags ? html.replace('</head>', () => `    ${siteTags}\n  </head>`) : html;
}

/** How the built site renders pages on the server, and for whom. */
interface ServerRendering {
  render: RenderPage;
  serverRendered: ReadonlySet<string>;
  sessionCookie: string;
}

/** The shell dark from its first paint for a reader who chose the dark theme. */
function inReadersTheme(html: string, req: Request, themeCookie: string | undefined): string {
  return themeCookie && cookieValue(req, themeCookie) === '1' ? html.replace('<html lang="en">', '<html lang="en" data-theme="dark">') : html;
}

/**
 * Sends a page of the public app: the shell, with the status and head the route table and page
 * give, and for an anonymous visitor of a server-rendered page its content too. The answer
 * differs by session, so caches keep it per Cookie (and revalidate it: no-cache, with its ETag).
 */
async function sendWebPage(res: Response, shell: string, req: Request, themeCookie: string | undefined, resolvePage: ResolvePage, ssr?: ServerRendering): Promise<void> {
  const { status, head, page } = await resolvePage(req.path);
  const html = inReadersTheme(shellFor(shell, head), req, themeCookie);
  res.vary('Cookie');
  const served = ssr && status === 200 && page && ssr.serverRendered.has(page) && isAnonymous(req, ssr.sessionCookie);
  const rendered = served ? await ssr.render(req, page) : null;
  res.status(status).type('html').send(rendered ? withRenderedPage(html, rendered) : html);
}

/**
 * The Payment Element draws in Stripe's frame (js.stripe.com) in our self-hosted Jost: fonts are
 * fetched with CORS, so the font files, and only they, may be read from another origin.
 */
const fontsForStripe: RequestHandler = (req, res, next) => {
  if (/\.woff2?$/.test(req.path)) res.set({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
  next();
};

/** Serves the built apps: hashed assets cached for a year, HTML never cached, SPA fallback per app. */
export function mountBuiltClient(app: Express, pages: WebPages): boolean {
  const webHtml = path.join(clientDir, 'web/index.html');
  if (!fs.existsSync(webHtml)) return false;
  const shells = {
    web: withSiteTags(fillShell(fs.readFileSync(webHtml, 'utf8')), pages.siteTags),
    admin: fillShell(fs.readFileSync(path.join(clientDir, 'admin/index.html'), 'utf8')),
  };
  const resolvePage = pageResolver(pages);
  const render = pages.serverRendered?.length ? serverRenderer(pages.serverRendered) : null;
  const ssr = render ? { render, serverRendered: new Set(pages.serverRendered), sessionCookie: pages.sessionCookie ?? 'token' } : undefined;
  app.use('/assets', fontsForStripe, ...staticFiles(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(clientDir, { maxAge: '1d', index: false }));
  app.get(/.*/, async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    // The console routes itself: every path under /chariot is its shell.
    if (isAdminPath(req)) res.type('html').send(shells.admin);
    else await sendWebPage(res, shells.web, req, pages.themeCookie, resolvePage, ssr);
  });
  return true;
}

/** Starts Vite's dev server (npm run dev) and returns what mounts both apps with hot reload. */
export async function devClient(pages: WebPages): Promise<(app: Express) => void> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  onShutdown('vite', () => vite.close());
  const resolvePage = pageResolver(pages);
  return (app) => {
    app.use(vite.middlewares);
    app.get(/.*/, async (req, res, next) => {
      try {
        const app = isAdminPath(req) ? 'admin' : 'web';
        // The HTML's own URL under Vite's root (src), so './main.tsx' resolves to its app.
        const html = fillShell(await vite.transformIndexHtml(`/${app}/index.html`, fs.readFileSync(`src/${app}/index.html`, 'utf8'), req.originalUrl));
        if (app === 'admin') res.type('html').send(html);
        else await sendWebPage(res, withSiteTags(html, pages.siteTags), req, pages.themeCookie, resolvePage);
      } catch (err) {
        next(err);
      }
    });
  };
}

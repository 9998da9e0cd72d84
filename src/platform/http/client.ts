import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { config } from '../config';
import { onShutdown } from '../shutdown';

/** Where `npm run build` puts the public app (web/) and the admin console (admin/). */
export const clientDir = path.resolve('dist/client');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Fills the shell's %PLACEHOLDERS% with the site's name and contact address. */
export function fillShell(html: string): string {
  const vars: Record<string, string> = {
    SITE_NAME: config.SITE_NAME,
    SITE_SHORT_NAME: config.siteShortName,
    SHOP_EMAIL: config.SHOP_EMAIL,
  };
  return html.replace(/%(SITE_NAME|SITE_SHORT_NAME|SHOP_EMAIL)%/g, (_, k: string) => escapeHtml(vars[k]!));
}

const isAdminPath = (req: Request) => req.path === '/chariot' || req.path.startsWith('/chariot/');

/** What a page adds to the served HTML so a shared link shows it (Open Graph, JSON-LD). */
export interface PageHead {
  title: string;
  description: string;
  /** Extra tags for <head>, already escaped by whoever built them. */
  tags: string;
}
export type PageHeadResolver = (path: string) => Promise<PageHead | null>;

/** The shell with a page's own title, description and tags, when the path has any. */
async function shellFor(html: string, path: string, pageHead?: PageHeadResolver): Promise<string> {
  const head = pageHead ? await pageHead(path).catch(() => null) : null;
  if (!head) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', `${head.tags}\n  </head>`);
}

/** Serves the built apps: hashed assets cached for a year, HTML never cached, SPA fallback per app. */
export function mountBuiltClient(app: Express, pageHead?: PageHeadResolver): boolean {
  const webHtml = path.join(clientDir, 'web/index.html');
  if (!fs.existsSync(webHtml)) return false;
  const pages = {
    web: fillShell(fs.readFileSync(webHtml, 'utf8')),
    admin: fillShell(fs.readFileSync(path.join(clientDir, 'admin/index.html'), 'utf8')),
  };
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  app.use(express.static(clientDir, { maxAge: '1d', index: false }));
  app.get(/.*/, async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.type('html').send(isAdminPath(req) ? pages.admin : await shellFor(pages.web, req.path, pageHead));
  });
  return true;
}

/** Starts Vite's dev server (npm run dev) and returns what mounts both apps with hot reload. */
export async function devClient(pageHead?: PageHeadResolver): Promise<(app: Express) => void> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  onShutdown('vite', () => vite.close());
  return (app) => {
    app.use(vite.middlewares);
    app.get(/.*/, async (req, res, next) => {
      try {
        const app = isAdminPath(req) ? 'admin' : 'web';
        // The HTML's own URL under Vite's root (src), so './main.tsx' resolves to its app.
        const html = await vite.transformIndexHtml(`/${app}/index.html`, fs.readFileSync(`src/${app}/index.html`, 'utf8'), req.originalUrl);
        res.type('html').send(isAdminPath(req) ? fillShell(html) : await shellFor(fillShell(html), req.path, pageHead));
      } catch (err) {
        next(err);
      }
    });
  };
}

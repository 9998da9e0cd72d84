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

/** Serves the built apps: hashed assets cached for a year, HTML never cached, SPA fallback per app. */
export function mountBuiltClient(app: Express): boolean {
  const webHtml = path.join(clientDir, 'web/index.html');
  if (!fs.existsSync(webHtml)) return false;
  const pages = {
    web: fillShell(fs.readFileSync(webHtml, 'utf8')),
    admin: fillShell(fs.readFileSync(path.join(clientDir, 'admin/index.html'), 'utf8')),
  };
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  app.use(express.static(clientDir, { maxAge: '1d', index: false }));
  app.get(/.*/, (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.type('html').send(isAdminPath(req) ? pages.admin : pages.web);
  });
  return true;
}

/** Starts Vite's dev server (npm run dev) and returns what mounts both apps with hot reload. */
export async function devClient(): Promise<(app: Express) => void> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  onShutdown('vite', () => vite.close());
  return (app) => {
    app.use(vite.middlewares);
    app.get(/.*/, async (req, res, next) => {
      try {
        const file = isAdminPath(req) ? 'src/admin/index.html' : 'src/web/index.html';
        const html = await vite.transformIndexHtml(req.originalUrl, fs.readFileSync(file, 'utf8'));
        res.type('html').send(fillShell(html));
      } catch (err) {
        next(err);
      }
    });
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type GetLoadContextFunction } from '@react-router/express';
import express, { type Express, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createRequestHandler as createPageHandler, type ServerBuild } from 'react-router';
import { onShutdown } from '../shutdown';
import { plainNotFound } from './error-handler';
import { limitFormBody, rejectControlQuery } from './input-limits';
import { keptPages, type PageKeyOf, type RenderPage } from './page-cache';

// The browser apps one Express process serves behind the API: a React Router app in framework
// mode (server-rendered, its build from `react-router build`) at the root, and single-page apps
// under their own base path (built by Vite, each with its index.html).

/** Where `npm run build` puts the React Router app (client/, server/) and each single-page app. */
const SITE_BUILD = path.resolve('dist/site');

export interface SinglePageApp {
  /** The path it is served under, such as '/chariot'. */
  base: string;
  /** Its Vite config (development) and its build directory. */
  viteConfig: string;
  buildDir: string;
  /** Fills the index.html's placeholders. */
  fillHtml: (html: string) => string;
}

export interface BrowserApps {
  /** Each request's load context for the React Router app's loaders and render. */
  loadContext: GetLoadContextFunction;
  /** The key an anonymous visitor's page is kept under (page-cache.ts). */
  pageKeyOf: PageKeyOf;
  spas: readonly SinglePageApp[];
}

/**
 * Font files may be read from other origins: a payment provider's frame (Stripe's) draws its
 * fields in the site's own face, and fonts are fetched with CORS.
 */
const fontsForOtherOrigins: RequestHandler = (req, res, next) => {
  if (/\.woff2?$/.test(req.path)) res.set({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
  next();
};

/**
 * A build's hashed assets, kept a year. A script or stylesheet goes as the build compressed it
 * (Brotli, else gzip: vite.shared.ts `precompressed`), with no work per request; the compression
 * middleware leaves an answer that is already encoded alone. A missing file is a plain 404 that
 * names no path (serve-static's own error quotes the file system path).
 */
function builtAssets(root: string): RequestHandler[] {
  const serveStatic = { immutable: true, maxAge: '1y', index: false as const, fallthrough: true };
  return [expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br'], index: false, serveStatic }), plainNotFound];
}

/** Every path under `base` is the app's index.html, never cached (its assets are). */
function spaFallback(spa: SinglePageApp, html: () => Promise<string> | string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      res.set('Cache-Control', 'no-cache').type('html').send(spa.fillHtml(await html()));
    } catch (err) {
      next(err);
    }
  };
}

/** A GET as the Fetch API's Request the framework's handler takes (the framework's Express adapter does the same for every request). */
function fetchRequestOf(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return new globalThis.Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, { method: req.method, headers });
}

const underBase = (base: string) => (req: Request) => req.path === base || req.path.startsWith(`${base}/`);

/** Serves the built apps: hashed assets cached for a year; pages rendered per request. False when not built. */
export function mountBuiltApps(app: Express, apps: BrowserApps): boolean {
  const serverEntry = path.join(SITE_BUILD, 'server/index.js');
  if (!fs.existsSync(serverEntry)) return false;
  const client = path.join(SITE_BUILD, 'client');
  app.use('/assets', fontsForOtherOrigins, ...builtAssets(path.join(client, 'assets')));
  for (const spa of apps.spas) {
    const html = fs.readFileSync(path.join(spa.buildDir, 'index.html'), 'utf8');
    app.use(`${spa.base}/assets`, ...builtAssets(path.join(spa.buildDir, 'assets')));
    app.use(spa.base, spaFallback(spa, () => html));
  }
  app.use(express.static(client, { maxAge: '1d', index: false }));
  const build = import(pathToFileURL(serverEntry).href) as Promise<ServerBuild>;
  const handle = build.then((b) => createPageHandler(b, 'production'));
  const render: RenderPage = async (req, res) => (await handle)(fetchRequestOf(req), await apps.loadContext(req, res));
  app.all(/.*/, limitFormBody, rejectControlQuery, keptPages(apps.pageKeyOf, render), createRequestHandler({ build: () => build, getLoadContext: apps.loadContext, mode: 'production' }));
  return true;
}

/**
 * `npm run dev`: Vite's dev servers with hot reload, the React Router app rendered on the server
 * exactly as in the build, from the modules Vite compiles as they change.
 */
export async function devApps(apps: BrowserApps): Promise<(app: Express) => void> {
  const { createServer } = await import('vite');
  const site = await createServer({ server: { middlewareMode: true } });
  onShutdown('vite', () => site.close());
  const spas = await Promise.all(
    apps.spas.map(async (spa, i) => {
      // Each dev server its own hot-reload socket.
      const vite = await createServer({ configFile: spa.viteConfig, server: { middlewareMode: true, hmr: { port: 24679 + i } }, appType: 'custom' });
      onShutdown(`vite ${spa.base}`, () => vite.close());
      const indexHtml = path.resolve(vite.config.root, 'index.html');
      return { spa, vite, html: (url: string) => vite.transformIndexHtml(url, fs.readFileSync(indexHtml, 'utf8')) };
    }),
  );
  return (app) => {
    for (const { spa, vite, html } of spas) {
      const inApp = underBase(spa.base);
      // A document (a screen's address) is the app's index.html; anything else is a module Vite
      // serves: an address like /chariot/orders names both a screen and a source folder.
      app.use((req, res, next) => {
        if (!inApp(req)) return next();
        if (req.accepts(['html', '*/*']) === 'html') return spaFallback(spa, () => html(req.originalUrl))(req, res, next);
        vite.middlewares(req, res, next);
      });
    }
    app.use(site.middlewares);
    const build = () => site.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.all(/.*/, limitFormBody, rejectControlQuery, createRequestHandler({ build, getLoadContext: apps.loadContext, mode: 'development' }));
  };
}

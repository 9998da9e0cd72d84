import { Router } from 'express';
import { config } from '../config';
import { escapeHtml } from '../escape-html';

export interface SitemapEntry {
  /** A path of the public site, starting with '/'. */
  path: string;
  lastmod?: Date;
}

/** A sitemaps.org urlset of the entries, under the public address. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeHtml(config.publicUrl + e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public site; the console, the API and personal pages are not for them. */
export const robotsTxt = (): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /chariot', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /shop/checkout', 'Disallow: /shop/order_confirmation', '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''].join('\n');

/**
 * /robots.txt and /sitemap.xml: the fixed public pages and whatever each module lists (its
 * published pages), cached by clients and CDNs for an hour.
 */
export function siteFilesRouter(pages: readonly string[], sources: ReadonlyArray<() => Promise<SitemapEntry[]>>): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt());
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const listed = (await Promise.all(sources.map((source) => source()))).flat();
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemapXml([...pages.map((path) => ({ path })), ...listed]));
  });
  return router;
}

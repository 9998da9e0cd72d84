import { db as defaultDb, type Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { textFilter, textIdsFilter, type RaList } from '../../platform/http/ra-list';
import { sanitizeRichHtml, showsSomething } from '../../platform/html';
import { SITE_PAGE_SLUGS, type AdminSitePage, type SitePage, type SitePageInput, type SitePageSlug } from './schemas';

// /about and /mission: one row each once an administrator writes it. A page with no row or a
// body that shows nothing is empty, and the site shows the shared placeholder instead.

/** A page's title before anyone gives it one. */
const DEFAULT_TITLES: Record<SitePageSlug, string> = { about: 'About', mission: 'Mission' };

interface SitePageRow {
  slug: SitePageSlug;
  title: string;
  body: string;
  updated_at: Date;
}

/** The page visitors see, or null while it is empty. */
export async function readSitePage(slug: SitePageSlug, db: Db = defaultDb): Promise<SitePage | null> {
  const row: SitePageRow | undefined = await db('site_pages').where({ slug }).first('slug', 'title', 'body', 'updated_at');
  if (!row || !showsSomething(row.body)) return null;
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}

const adminRecord = (slug: SitePageSlug, row?: SitePageRow): AdminSitePage => ({
  id: slug,
  slug,
  title: row?.title ?? DEFAULT_TITLES[slug],
  body: row?.body ?? '',
  updated_at: row ? new Date(row.updated_at).toISOString() : null,
});

export const SITE_PAGE_SORTS = ['id', 'title', 'updated_at'] as const;

/** The page a console address names (its id is the slug), or 404. */
export function sitePageSlug(id: string): SitePageSlug {
  const slug = SITE_PAGE_SLUGS.find((s) => s === id);
  if (!slug) throw notFound('Page');
  return slug;
}

/**
 * The console's list of both pages, written or not: two records, so sorted, searched (`q` in the
 * title or body) and paged here rather than in SQL.
 */
export async function listSitePages(list: RaList, db: Db = defaultDb): Promise<{ rows: AdminSitePage[]; total: number }> {
  const rows: SitePageRow[] = await db('site_pages').select('slug', 'title', 'body', 'updated_at');
  const ids = textIdsFilter(list, /^[a-z]+$/);
  const q = textFilter(list).toLowerCase();
  const pages = SITE_PAGE_SLUGS.map((slug) => adminRecord(slug, rows.find((r) => r.slug === slug)))
    .filter((p) => !ids || ids.includes(p.id))
    .filter((p) => !q || `${p.title} ${p.body}`.toLowerCase().includes(q));
  const key = list.sort as (typeof SITE_PAGE_SORTS)[number];
  const sorted = pages.sort((a, b) => (a[key] ?? '').localeCompare(b[key] ?? '') || a.id.localeCompare(b.id));
  if (list.order === 'desc') sorted.reverse();
  return { rows: sorted.slice(list.offset, list.offset + list.limit), total: pages.length };
}

export async function adminSitePage(slug: SitePageSlug, db: Db = defaultDb): Promise<AdminSitePage> {
  return adminRecord(slug, await db('site_pages').where({ slug }).first('slug', 'title', 'body', 'updated_at'));
}

/** Writes a page (the body through the articles' allow-list); an empty body empties the page. */
export async function saveSitePage(slug: SitePageSlug, input: SitePageInput, db: Db = defaultDb): Promise<AdminSitePage> {
  const columns = { title: input.title, body: sanitizeRichHtml(input.body), updated_at: db.fn.now() };
  await db('site_pages').insert({ slug, ...columns }).onConflict('slug').merge(columns);
  return adminSitePage(slug, db);
}

import { notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, type Db } from '../../platform/db';
import { idsFilter, textFilter, type RaList } from '../../platform/http/ra-list';
import type { AdminSiteLink, SiteLink, SiteLinkInput } from './schemas';

// /links: a list the console keeps, in its order (position, then the oldest first).

const PUBLIC_COLUMNS = ['id', 'title', 'url', 'description', 'position'] as const;
export const SITE_LINK_SORTS = ['id', 'position', 'title', 'url', 'created_at', 'updated_at'] as const;

type LinkRow = SiteLink & { created_at: Date; updated_at: Date };
const present = (r: LinkRow): AdminSiteLink => ({ ...r, created_at: new Date(r.created_at).toISOString(), updated_at: new Date(r.updated_at).toISOString() });

export async function publicLinks(db: Db = defaultDb): Promise<SiteLink[]> {
  return db('site_links').orderBy(['position', 'id']).select(PUBLIC_COLUMNS);
}

/** The console's page of links: search `q` (title, address, description), or ids (getMany). */
export async function listSiteLinks(list: RaList, db: Db = defaultDb): Promise<{ rows: AdminSiteLink[]; total: number }> {
  const base = db('site_links');
  const ids = idsFilter(list);
  if (ids) base.whereIn('id', ids);
  const q = textFilter(list);
  if (q) {
    const like = containsPattern(q);
    base.where((w) => w.whereILike('title', like).orWhereILike('url', like).orWhereILike('description', like));
  }
  const counted = await base.clone().count({ n: '*' }).first();
  const rows: LinkRow[] = await base.orderBy(list.sort, list.order).orderBy('id', list.order).offset(list.offset).limit(list.limit);
  return { rows: rows.map(present), total: Number(counted?.n ?? 0) };
}

export async function getSiteLink(id: number, db: Db = defaultDb): Promise<AdminSiteLink> {
  const row: LinkRow | undefined = await db('site_links').where({ id }).first();
  if (!row) throw notFound('Link');
  return present(row);
}

export async function createSiteLink(input: SiteLinkInput, db: Db = defaultDb): Promise<AdminSiteLink> {
  const [row] = await db('site_links').insert(input).returning('*');
  return present(row as LinkRow);
}

export async function updateSiteLink(id: number, input: SiteLinkInput, db: Db = defaultDb): Promise<AdminSiteLink> {
  const [row] = await db('site_links').where({ id }).update({ ...input, updated_at: db.fn.now() }).returning('*');
  if (!row) throw notFound('Link');
  return present(row as LinkRow);
}

export async function deleteSiteLink(id: number, db: Db = defaultDb): Promise<AdminSiteLink> {
  const [row] = await db('site_links').where({ id }).delete().returning('*');
  if (!row) throw notFound('Link');
  return present(row as LinkRow);
}

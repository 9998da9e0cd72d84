import type { Knex } from 'knex';
import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { articleRowId } from './article-rows';
import { articleSummaries } from './presenters';
import type { ArticleSummary, VolumeResponse } from './schemas';

// A volume is a tag of type 'volume' (its name is the volume's tag_slug) with a row in volumes
// holding its metadata and its featured articles. Articles join a volume by carrying its tag.

export const VOLUME_LIST_SIZE = 10;

export interface VolumeRow extends VolumeResponse {
  volume_id: number;
  tag_id: number;
  created_at: Date;
  updated_at: Date;
}

const noVolume = () => notFound('Volume');

/** Volumes with their tag's fields and how many published articles carry the tag. */
export function volumesQuery(db: Db): Knex.QueryBuilder {
  return db('volumes')
    .join('tags', 'tags.id', 'volumes.tag_id')
    .where('tags.tag_type', 'volume')
    .select(
      'volumes.id as volume_id',
      'tags.id as tag_id',
      'tags.name as tag_slug',
      'tags.label',
      'tags.symbol',
      'volumes.metadata',
      'volumes.created_at',
      'volumes.updated_at',
      db.raw('(select count(*)::int from article_tags at join articles a on a.id = at.article_id where at.tag_id = tags.id and a.published) as article_count'),
    );
}

export const presentVolume = ({ tag_slug, label, symbol, metadata, article_count }: VolumeRow): VolumeResponse => ({ tag_slug, label, symbol, metadata, article_count });

/** The volume with this tag_slug, or 404. */
export async function findVolume(slug: string, db: Db = defaultDb, opts: { lock?: boolean } = {}): Promise<VolumeRow> {
  const q = volumesQuery(db).where('tags.name', slug).first();
  if (opts.lock) q.forUpdate('volumes');
  const row: VolumeRow | undefined = await q;
  if (!row) throw noVolume();
  return row;
}

/** GET /article/volumes: every volume in the order they were made; `keyword` narrows by label (case-blind, anywhere in it). */
export async function listVolumes(keyword: string | undefined, db: Db = defaultDb): Promise<VolumeResponse[]> {
  const q = volumesQuery(db).orderBy('volumes.id');
  if (keyword) q.whereILike('tags.label', containsPattern(keyword));
  return ((await q) as VolumeRow[]).map(presentVolume);
}

/** GET /article/volumes/{tag_slug}. */
export async function getVolume(slug: string, db: Db = defaultDb): Promise<VolumeResponse> {
  return presentVolume(await findVolume(slug, db));
}

/** PUT /article/volumes/{tag_slug}: sets the metadata; a volume tag without its row gets one. */
export async function putVolumeMetadata(slug: string, metadata: Record<string, unknown>, db: Db = defaultDb): Promise<VolumeResponse> {
  return withTransaction(db, async (trx) => {
    const tag: { id: number } | undefined = await trx('tags').where({ name: slug, tag_type: 'volume' }).first('id');
    if (!tag) throw noVolume();
    await trx('volumes')
      .insert({ tag_id: tag.id, metadata: JSON.stringify(metadata) })
      .onConflict('tag_id')
      .merge({ metadata: JSON.stringify(metadata), updated_at: trx.fn.now() });
    return getVolume(slug, trx);
  });
}

/**
 * DELETE /article/volumes/{tag_slug}: the volume goes with its tag, in one statement, so no article
 * keeps a tag whose page is gone; the tagging and the featured list follow by cascade. A volume tag
 * without a volume row is not a volume (404).
 */
export async function deleteVolume(slug: string, db: Db = defaultDb): Promise<void> {
  const deleted = await db('tags')
    .where({ name: slug, tag_type: 'volume' })
    .whereExists(db('volumes').whereRaw('volumes.tag_id = tags.id'))
    .delete();
  if (!deleted) throw noVolume();
}

// ---- the volume's lists ---------------------------------------------------------------------------

const publishedInVolume = (db: Db, tagId: number) =>
  db('articles')
    .where('articles.published', true)
    .whereExists(db('article_tags').whereRaw('article_tags.article_id = articles.id').where('article_tags.tag_id', tagId))
    .limit(VOLUME_LIST_SIZE)
    .select('articles.id');

/** A volume's lists: queries of their published articles' ids, in order (read with the articles, in one query). */
const SHELVES = {
  /** The featured articles, in their order. */
  featured: (db: Db, volume: VolumeRow) =>
    db('volume_featured_articles')
      .join('articles', 'articles.id', 'volume_featured_articles.article_id')
      .where({ 'volume_featured_articles.volume_id': volume.volume_id, 'articles.published': true })
      .orderBy(['volume_featured_articles.position', 'articles.id'])
      .limit(VOLUME_LIST_SIZE)
      .select('articles.id'),
  /** The newest articles carrying the volume's tag. */
  new: (db: Db, volume: VolumeRow) => publishedInVolume(db, volume.tag_id).orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }]),
  /** The articles with the most likes over dislikes, then the most shares. */
  popular: (db: Db, volume: VolumeRow) => publishedInVolume(db, volume.tag_id).orderByRaw('likes - dislikes desc, shares desc, published_at desc, id desc'),
} satisfies Record<string, (db: Db, volume: VolumeRow) => Knex.QueryBuilder>;

export type VolumeShelf = keyof typeof SHELVES;

/** GET /article/volumes/{tag_slug}/featured|new|popular: the list's articles; 404 for no such volume. */
export async function volumeShelf(slug: string, shelf: VolumeShelf, db: Db = defaultDb): Promise<ArticleSummary[]> {
  const volume = await findVolume(slug, db);
  return articleSummaries(SHELVES[shelf](db, volume), db);
}

// ---- featured articles ---------------------------------------------------------------------------

/** GET /article/volumes/{tag_slug}/featured/{article_slug}. */
export async function isFeatured(slug: string, articleSlug: string, publishedOnly: boolean, db: Db = defaultDb): Promise<boolean> {
  const volume = await findVolume(slug, db);
  const articleId = await articleRowId(articleSlug, { publishedOnly }, db);
  return !!(await db('volume_featured_articles').where({ volume_id: volume.volume_id, article_id: articleId }).first('article_id'));
}

/** PUT /article/volumes/{tag_slug}/featured/{article_slug}: the article joins the end of the featured list (no change when it is there). */
export async function addFeatured(slug: string, articleSlug: string, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const volume = await findVolume(slug, trx, { lock: true });
    const articleId = await articleRowId(articleSlug, { publishedOnly: false }, trx);
    if (!(await carriesTag(trx, volume.tag_id, [articleId])).has(articleId)) {
      throw new AppError('conflict', `The article ${articleSlug} is not in this volume: give it the volume's tag first.`, 409);
    }
    const last: { max?: number | null } | undefined = await trx('volume_featured_articles').where({ volume_id: volume.volume_id }).max({ max: 'position' }).first();
    await trx('volume_featured_articles')
      .insert({ volume_id: volume.volume_id, article_id: articleId, position: (last?.max ?? -1) + 1 })
      .onConflict(['volume_id', 'article_id'])
      .ignore();
  });
}

/** DELETE /article/volumes/{tag_slug}/featured/{article_slug}: no longer featured (whether or not it was). */
export async function removeFeatured(slug: string, articleSlug: string, db: Db = defaultDb): Promise<void> {
  await withTransaction(db, async (trx) => {
    const volume = await findVolume(slug, trx);
    const articleId = await articleRowId(articleSlug, { publishedOnly: false }, trx);
    await trx('volume_featured_articles').where({ volume_id: volume.volume_id, article_id: articleId }).delete();
  });
}

/** Of these articles, the ones carrying the tag. */
async function carriesTag(db: Db, tagId: number, articleIds: number[]): Promise<Set<number>> {
  const rows: Array<{ article_id: number }> = await db('article_tags').where({ tag_id: tagId }).whereIn('article_id', articleIds).select('article_id');
  return new Set(rows.map((r) => r.article_id));
}

const featuredError = (message: string) => new AppError('validation', message, 400, { featured: [message] });

/**
 * Replaces a volume's featured list with these articles (by slug, in order). A volume features
 * only its own articles: an unknown slug, or an article without the volume's tag, is a 400 on
 * `featured`.
 */
export async function setFeatured(trx: Knex.Transaction, volume: Pick<VolumeRow, 'volume_id' | 'tag_id'>, slugs: string[]): Promise<void> {
  const unique = [...new Set(slugs)];
  const rows: Array<{ id: number; slug: string }> = unique.length ? await trx('articles').whereIn('slug', unique).select('id', 'slug') : [];
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const missing = unique.filter((s) => !idOf.has(s));
  if (missing.length) throw featuredError(`No article has the id ${missing.join(', ')}.`);
  const members = await carriesTag(trx, volume.tag_id, rows.map((r) => r.id));
  const outside = unique.filter((s) => !members.has(idOf.get(s)!));
  if (outside.length) throw featuredError(`Not in this volume: ${outside.join(', ')}. A volume features only articles carrying its tag.`);
  await trx('volume_featured_articles').where({ volume_id: volume.volume_id }).delete();
  if (unique.length) await trx('volume_featured_articles').insert(unique.map((s, position) => ({ volume_id: volume.volume_id, article_id: idOf.get(s)!, position })));
}

/** The featured lists of these volumes (article slugs in order, published or not), for the console. */
export async function featuredSlugs(volumeIds: number[], db: Db = defaultDb): Promise<Map<number, string[]>> {
  const rows: Array<{ volume_id: number; slug: string }> = volumeIds.length
    ? await db('volume_featured_articles')
        .join('articles', 'articles.id', 'volume_featured_articles.article_id')
        .whereIn('volume_featured_articles.volume_id', volumeIds)
        .orderBy(['volume_featured_articles.position', 'articles.id'])
        .select('volume_featured_articles.volume_id', 'articles.slug')
    : [];
  const map = new Map<number, string[]>(volumeIds.map((id) => [id, []]));
  for (const r of rows) map.get(r.volume_id)!.push(r.slug);
  return map;
}

import { AppError } from '../../platform/errors';
import { containsPattern, db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { textFilter, textIdsFilter, type RaList } from '../../platform/http/ra-list';
import type { AdminVolume, VolumeCreate, VolumeUpdate } from './admin-schemas';
import { ARTICLE_ID_PATTERN } from './schemas';
import { nameFor } from './tags';
import { deleteVolume, featuredSlugs, findVolume, presentVolume, setFeatured, volumesQuery, type VolumeRow } from './volumes';

// The admin console's volumes: records keyed by tag_slug, with their featured lists.

/** Sort fields of the console's list; `id` is the tag_slug. */
export const ADMIN_VOLUME_SORTS = ['id', 'tag_slug', 'label', 'article_count', 'created_at', 'updated_at'] as const;
const SORT_SQL: Record<(typeof ADMIN_VOLUME_SORTS)[number], string> = {
  id: 'tags.name',
  tag_slug: 'tags.name',
  label: 'lower(tags.label)',
  article_count: 'article_count',
  created_at: 'volumes.created_at',
  updated_at: 'volumes.updated_at',
};

async function present(rows: VolumeRow[], db: Db): Promise<AdminVolume[]> {
  const featured = await featuredSlugs(rows.map((r) => r.volume_id), db);
  return rows.map((r) => ({ id: r.tag_slug, ...presentVolume(r), featured: featured.get(r.volume_id) ?? [] }));
}

/** A page of volumes: `q` in labels, `id` a list of tag_slugs (getMany). */
export async function listAdminVolumes(list: RaList, db: Db = defaultDb): Promise<{ rows: AdminVolume[]; total: number }> {
  const base = volumesQuery(db);
  const q = textFilter(list);
  if (q) base.whereILike('tags.label', containsPattern(q));
  const slugs = textIdsFilter(list, ARTICLE_ID_PATTERN);
  if (slugs) base.whereIn('tags.name', slugs);
  const counted = await db.count({ n: '*' }).from(base.clone().as('v')).first();
  const sort = SORT_SQL[list.sort as keyof typeof SORT_SQL];
  const rows: VolumeRow[] = await base.orderByRaw(`${sort} ${list.order}, tags.name ${list.order}`).offset(list.offset).limit(list.limit);
  return { rows: await present(rows, db), total: Number(counted?.n ?? 0) };
}

export async function getAdminVolume(slug: string, db: Db = defaultDb): Promise<AdminVolume> {
  const [volume] = await present([await findVolume(slug, db)], db);
  return volume!;
}

const slugTaken = (slug: string) => new AppError('conflict', `There already is a volume ${slug}.`, 409, { tag_slug: [`There already is a volume ${slug}.`] });

/**
 * Creates a volume: its tag (named tag_slug, or after the label) and its row. A volume tag that
 * has no volume yet (one deleted earlier, or made in the tag list) becomes this volume.
 */
export async function createAdminVolume(input: VolumeCreate, db: Db = defaultDb): Promise<AdminVolume> {
  const slug = input.tag_slug ?? nameFor(input.label);
  return withTransaction(db, async (trx) => {
    const fields = { label: input.label, symbol: input.symbol };
    const [tag] = await trx('tags')
      .insert({ name: slug, tag_type: 'volume', ...fields })
      .onConflict(['name', 'tag_type'])
      .merge(fields)
      .returning('id');
    const [row] = await trx('volumes')
      .insert({ tag_id: (tag as { id: number }).id, metadata: JSON.stringify(input.metadata) })
      .onConflict('tag_id')
      .ignore()
      .returning('id');
    if (!row) throw slugTaken(slug);
    return getAdminVolume(slug, trx);
  });
}

/** Changes what is given: the tag's label and symbol, the metadata, the featured list. */
export async function updateAdminVolume(slug: string, input: VolumeUpdate, db: Db = defaultDb): Promise<AdminVolume> {
  return withTransaction(db, async (trx) => {
    const volume = await findVolume(slug, trx, { lock: true });
    const tagFields = Object.fromEntries(Object.entries({ label: input.label, symbol: input.symbol }).filter(([, v]) => v !== undefined));
    if (Object.keys(tagFields).length) await trx('tags').where({ id: volume.tag_id }).update(tagFields);
    if (input.featured) await setFeatured(trx, volume, input.featured);
    await trx('volumes')
      .where({ id: volume.volume_id })
      .update({ ...(input.metadata ? { metadata: JSON.stringify(input.metadata) } : {}), updated_at: trx.fn.now() });
    return getAdminVolume(slug, trx);
  });
}

/** Deletes the volume and its tag (its articles stay, without the tag) and returns what was deleted. */
export async function deleteAdminVolume(slug: string, db: Db = defaultDb): Promise<AdminVolume> {
  return withTransaction(db, async (trx) => {
    const volume = await getAdminVolume(slug, trx);
    await deleteVolume(slug, trx);
    return volume;
  });
}

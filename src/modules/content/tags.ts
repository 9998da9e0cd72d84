import type { Knex } from 'knex';
import { slugFrom } from '../../platform/contract';
import { AppError, notFound } from '../../platform/errors';
import { containsPattern, db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { idsFilter, textFilter, type RaList } from '../../platform/http/ra-list';
import { TAG_COLUMNS, inTagOrder } from './presenters';
import { TAG_TYPES, type TagResponse } from './schemas';
import type { TagInput, TagUpdate } from './admin-schemas';

// Tags: topic, mentioned, volume and correspondence. A tag is unique by (name, tag_type); the
// same name may be a topic and a volume at once.

/** GET /article/tags: every tag, in SPEC order (type, then label). */
export async function listTags(db: Db = defaultDb): Promise<TagResponse[]> {
  return inTagOrder(db('tags').select(TAG_COLUMNS));
}

/** A tag's name from its label: 'Simone Weil' → 'simone_weil'. */
export const slugify = (label: string): string => slugFrom(label, 120);

const tagError = (field: string, message: string, status = 400) => new AppError(status === 409 ? 'conflict' : 'validation', message, status, { [field]: [message] });

/**
 * The tag ids of an article's tag list: each tag is the one its id names, whatever type, label or
 * name the list gives with it (issue 36: a type left out once made a topic twin of a volume tag).
 * A tag is another type's by taking that type's own tag. An unknown id is a 400 on `tags`.
 */
export async function resolveArticleTags(trx: Knex.Transaction, inputs: ReadonlyArray<{ id: number }>): Promise<number[]> {
  const ids = [...new Set(inputs.map((t) => t.id))];
  if (!ids.length) return [];
  const known: number[] = await trx('tags').whereIn('id', ids).pluck('id');
  if (known.length < ids.length) throw tagError('tags', 'A tag does not exist.');
  return ids;
}

/** Sets an article's tags to exactly these; an article taken out of a volume leaves its featured list. */
export async function setArticleTags(trx: Knex.Transaction, articleId: number, tagIds: number[]): Promise<void> {
  await trx('article_tags').where({ article_id: articleId }).delete();
  if (tagIds.length) await trx('article_tags').insert(tagIds.map((tag_id) => ({ article_id: articleId, tag_id })));
  await trx('volume_featured_articles')
    .where({ article_id: articleId })
    .whereNotIn('volume_id', trx('volumes').whereIn('tag_id', tagIds).select('id'))
    .delete();
}

// ---- the admin console's tags -------------------------------------------------------------------

export const ADMIN_TAG_SORTS = ['id', 'label', 'name', 'tag_type'] as const;

/** A page of tags: search `q` in labels, filter `tag_type`. */
export async function listAdminTags(list: RaList, db: Db = defaultDb): Promise<{ rows: TagResponse[]; total: number }> {
  const base = db('tags');
  const q = textFilter(list);
  if (q) base.whereILike('label', containsPattern(q));
  const type = list.filter.tag_type;
  if (typeof type === 'string' && (TAG_TYPES as readonly string[]).includes(type)) base.where('tag_type', type);
  const ids = idsFilter(list);
  if (ids) base.whereIn('id', ids);
  const counted = await base.clone().count({ n: '*' }).first();
  const sort = list.sort === 'label' ? db.raw('lower(label)') : list.sort;
  const rows: TagResponse[] = await base
    .select(TAG_COLUMNS)
    .orderBy(sort as string, list.order)
    .orderBy('id', list.order)
    .offset(list.offset)
    .limit(list.limit);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function getTag(id: number, db: Db = defaultDb): Promise<TagResponse> {
  const tag: TagResponse | undefined = await db('tags').where({ id }).first(TAG_COLUMNS);
  if (!tag) throw notFound('Tag');
  return tag;
}

/** The name a new tag takes from its label; a label with no letter or digit has none. */
export function nameFor(label: string, field = 'label'): string {
  const name = slugify(label);
  if (!name) throw tagError(field, 'Use at least one letter or digit.');
  return name;
}

/** Creates a tag named after its label; 409 when the type already has a tag of that name. */
export async function createTag(input: TagInput, db: Db = defaultDb): Promise<TagResponse> {
  const name = nameFor(input.label);
  return withTransaction(db, async (trx) => {
    const [row] = await trx('tags')
      .insert({ name, label: input.label, symbol: input.symbol, tag_type: input.tag_type })
      .onConflict(['name', 'tag_type'])
      .ignore()
      .returning(TAG_COLUMNS);
    if (!row) throw tagError('label', `There already is a ${input.tag_type} tag named ${name}.`, 409);
    return row as TagResponse;
  });
}

/** Relabels a tag; its name stays, so addresses made from it (a volume's) keep working. */
export async function updateTag(id: number, input: TagUpdate, db: Db = defaultDb): Promise<TagResponse> {
  const [row] = await db('tags').where({ id }).update({ label: input.label, symbol: input.symbol }).returning(TAG_COLUMNS);
  if (!row) throw notFound('Tag');
  return row as TagResponse;
}

/** Deletes a tag: articles lose it, and a volume tag's volume goes with it. */
export async function deleteTag(id: number, db: Db = defaultDb): Promise<TagResponse> {
  const [row] = await db('tags').where({ id }).delete().returning(TAG_COLUMNS);
  if (!row) throw notFound('Tag');
  return row as TagResponse;
}

/** The tags with these ids that exist, in SPEC order (members follow tags by id). */
export async function tagsByIds(ids: readonly number[], db: Db = defaultDb): Promise<TagResponse[]> {
  if (!ids.length) return [];
  return inTagOrder(db('tags').whereIn('id', [...new Set(ids)]).select(TAG_COLUMNS));
}

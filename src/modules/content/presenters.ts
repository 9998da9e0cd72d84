import type { Knex } from 'knex';
import { db as defaultDb, jsonObjectOf, type Db } from '../../platform/db';
import { keyedByRows } from '../../platform/http/read-scope';
import { publicNameColumn, publicNameKeys, type PublicName } from '../accounts';
import { TAG_TYPES, type ArticleAuthor, type ArticleResponse, type ArticleSummary, type ReferenceResponse, type TagResponse } from './schemas';

// Articles as the API shows them, in one query whatever the page size (issue 13): each row comes
// with its tags and its author's name (a column the accounts module writes), and a whole article
// with its references.

/** SPEC §3's order of tags: by type (topic, mentioned, volume, correspondence), then label. */
const TAG_ORDER = 'array_position(?::text[], tags.tag_type), lower(tags.label), tags.id';

/** Orders a query of tags as SPEC §3 shows them. */
export const inTagOrder = <Q extends Knex.QueryBuilder>(q: Q): Q => q.orderByRaw(TAG_ORDER, [[...TAG_TYPES]]) as Q;

export const TAG_COLUMNS = ['id', 'name', 'label', 'symbol', 'tag_type'] as const;
const REFERENCE_COLUMNS = ['id', 'author', 'title', 'title_href', 'publication_date', 'publisher', 'doi'] as const;
const SUMMARY_COLUMNS = ['id', 'slug', 'title', 'subtitle', 'headline', 'published', 'published_at', 'created_at', 'updated_at', 'likes', 'dislikes', 'shares', 'num_comments'];

/** Which articles to show, in order: row ids, or a query selecting their ids in the order wanted. */
export type ArticleIds = number[] | Knex.QueryBuilder;

interface ArticleRow {
  id: number;
  author_id: number | null;
  slug: string;
  title: string;
  subtitle: string | null;
  headline: string | null;
  published: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  likes: number;
  dislikes: number;
  shares: number;
  num_comments: number;
  tags: TagResponse[];
  author: PublicName | null;
}

interface WholeArticleRow extends ArticleRow {
  body: string;
  references: ReferenceResponse[];
  email_on_publish: boolean;
}

const tagsColumn = (db: Db) =>
  db('article_tags')
    .join('tags', 'tags.id', 'article_tags.tag_id')
    .whereRaw('article_tags.article_id = articles.id')
    .select(db.raw(`coalesce(json_agg(${jsonObjectOf('tags', TAG_COLUMNS)} order by ${TAG_ORDER}), '[]')`, [[...TAG_TYPES]]));

const referencesColumn = (db: Db) =>
  db('article_references as r')
    .whereRaw('r.article_id = articles.id')
    .select(db.raw(`coalesce(json_agg(${jsonObjectOf('r', REFERENCE_COLUMNS)} order by r.position, r.id), '[]')`));

/** The articles with these ids in their order (ids with no article are skipped), each with its tags and author. */
function articleRows(db: Db, ids: ArticleIds): Knex.QueryBuilder {
  const wanted = Array.isArray(ids) ? db.raw('unnest(?::int[]) with ordinality as wanted(id, ord)', [ids]) : db.raw('unnest(array(?)) with ordinality as wanted(id, ord)', [ids]);
  return db
    .from(wanted)
    .join('articles', 'articles.id', 'wanted.id')
    .select(...SUMMARY_COLUMNS.map((c) => `articles.${c}`), 'articles.author_id', tagsColumn(db).as('tags'), publicNameColumn(db, 'articles.author_id').as('author'))
    .orderBy('wanted.ord');
}

/** The tables articleRows reads by subqueries correlated to each article, keyed by rowKeysOf. */
const CORRELATED_TABLES = ['article_tags', 'tags', 'article_references', ...publicNameKeys.tables];

/** What an article's row showed of other tables, by the keys their writes log (read-scope.ts). */
const rowKeysOf = (row: ArticleRow): string[] => [
  `article_tags:article_id=${row.id}`,
  `article_references:article_id=${row.id}`,
  ...row.tags.map((tag) => `tags:id=${tag.id}`),
  ...(row.author_id === null ? [] : publicNameKeys.of(row.author_id)),
];

/**
 * Runs a query of articleRows. For a list of ids its subqueries are keyed by the rows shown; for a
 * query of ids (a listing) the SQL's own keys stand, since the listing may read those tables too.
 */
async function readArticleRows<R extends ArticleRow>(ids: ArticleIds, query: Knex.QueryBuilder): Promise<R[]> {
  if (!Array.isArray(ids)) return (await query) as R[];
  return keyedByRows(async () => (await query) as R[], (rows) => ({ tables: CORRELATED_TABLES, keys: rows.flatMap(rowKeysOf) }));
}

const iso = (d: Date | string) => new Date(d).toISOString();

const summaryOf = (row: ArticleRow, snippet: string | undefined): ArticleSummary => ({
  id: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  headline: row.headline,
  tags: row.tags,
  author: row.author,
  published: row.published,
  suppressed: !row.published && row.published_at !== null,
  published_at: row.published_at && iso(row.published_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  likes: row.likes,
  dislikes: row.dislikes,
  shares: row.shares,
  num_comments: row.num_comments,
  ...(snippet !== undefined ? { snippet } : {}),
});

/**
 * Summaries of the articles with these ids, in the order given (ids with no article are skipped),
 * with a keyword search's snippet by row id where there is one.
 */
export async function articleSummaries(ids: ArticleIds, db: Db = defaultDb, snippets?: Promise<ReadonlyMap<number, string>>): Promise<ArticleSummary[]> {
  if (Array.isArray(ids) && !ids.length) return [];
  const [rows, shown] = await Promise.all([readArticleRows<ArticleRow>(ids, articleRows(db, ids)), snippets]);
  return rows.map((row) => summaryOf(row, shown?.get(row.id)));
}

/** The whole article (body and references) of the first of these ids, or undefined when there is none. */
export async function findArticle(ids: ArticleIds, db: Db = defaultDb): Promise<ArticleResponse | undefined> {
  const [row] = await readArticleRows<WholeArticleRow>(ids, articleRows(db, ids).select('articles.body', 'articles.email_on_publish', referencesColumn(db).as('references')).limit(1));
  return row && { ...summaryOf(row, undefined), body: row.body, references: row.references, email_on_publish: row.email_on_publish };
}

/** The whole article with this row id; the caller has found it. */
export async function presentArticle(id: number, db: Db = defaultDb): Promise<ArticleResponse> {
  return (await findArticle([id], db))!;
}

/** How an author signs: their full name, or their username when they gave none. */
export const authorName = (author: ArticleAuthor): string => [author.first_name, author.last_name].filter(Boolean).join(' ') || author.username;

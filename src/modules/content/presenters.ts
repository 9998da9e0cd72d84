import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import { publicNamesOf } from '../accounts';
import { TAG_TYPES, type ArticleResponse, type ArticleSummary, type ReferenceResponse, type TagResponse } from './schemas';

// Articles as the API shows them. Lists load summaries for ids in the order given: three queries
// whatever the page size (articles, their tags, their authors' names through accounts).

/** Orders a query of tags as SPEC §3 shows them: by type (topic, mentioned, volume, correspondence), then label. */
export const inTagOrder = <Q extends Knex.QueryBuilder>(q: Q): Q => q.orderByRaw('array_position(?::text[], tags.tag_type), lower(tags.label), tags.id', [[...TAG_TYPES]]) as Q;

export const TAG_COLUMNS = ['id', 'name', 'label', 'symbol', 'tag_type'] as const;

const SUMMARY_COLUMNS = ['id', 'slug', 'title', 'subtitle', 'headline', 'author_id', 'published', 'published_at', 'created_at', 'updated_at', 'likes', 'dislikes', 'shares', 'num_comments'];

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  headline: string | null;
  author_id: number | null;
  published: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  likes: number;
  dislikes: number;
  shares: number;
  num_comments: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The tags of each article, in SPEC order. */
async function tagsOf(articleIds: number[], db: Db): Promise<Map<number, TagResponse[]>> {
  const rows: Array<TagResponse & { article_id: number }> = await inTagOrder(
    db('article_tags')
      .join('tags', 'tags.id', 'article_tags.tag_id')
      .whereIn('article_tags.article_id', articleIds)
      .select('article_tags.article_id', ...TAG_COLUMNS.map((c) => `tags.${c}`)),
  );
  const byArticle = new Map<number, TagResponse[]>();
  for (const { article_id, ...tag } of rows) (byArticle.get(article_id) ?? byArticle.set(article_id, []).get(article_id)!).push(tag);
  return byArticle;
}

/**
 * Summaries of the articles with these row ids, in the order given (ids with no article are
 * skipped), with a keyword search's snippet by row id where there is one.
 */
export async function articleSummaries(ids: number[], db: Db = defaultDb, snippets?: ReadonlyMap<number, string>): Promise<ArticleSummary[]> {
  if (!ids.length) return [];
  const rows: ArticleRow[] = await db('articles').whereIn('id', ids).select(SUMMARY_COLUMNS);
  // One after another: a transaction's queries share one connection.
  const tags = await tagsOf(ids, db);
  const authors = await publicNamesOf(rows.flatMap((r) => (r.author_id === null ? [] : [r.author_id])), db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const author = row.author_id === null ? undefined : authors.get(row.author_id);
    return [
      {
        id: row.slug,
        title: row.title,
        subtitle: row.subtitle,
        headline: row.headline,
        tags: tags.get(id) ?? [],
        author: author ?? null,
        published: row.published,
        suppressed: !row.published && row.published_at !== null,
        published_at: row.published_at && iso(row.published_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        likes: row.likes,
        dislikes: row.dislikes,
        shares: row.shares,
        num_comments: row.num_comments,
        ...(snippets?.has(id) ? { snippet: snippets.get(id)! } : {}),
      },
    ];
  });
}

/** The whole article (body and references) with this row id; the caller has found it. */
export async function presentArticle(id: number, db: Db = defaultDb): Promise<ArticleResponse> {
  const [summary] = await articleSummaries([id], db);
  const { body }: { body: string } = await db('articles').where({ id }).first('body');
  const references: ReferenceResponse[] = await db('article_references')
    .where({ article_id: id })
    .orderBy(['position', 'id'])
    .select('id', 'author', 'title', 'title_href', 'publication_date', 'publisher', 'doi');
  return { ...summary!, body, references };
}

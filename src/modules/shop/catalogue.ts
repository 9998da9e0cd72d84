import type { Knex } from 'knex';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import type { CatalogueFilters, CatalogueQuery } from './schemas';

/**
 * A misspelt word still finds its title: the keyword's trigram word similarity to some stretch
 * of the title must reach this. 0.5 catches a swapped pair of letters ('typograhpic' scores 0.58
 * against 'Typographic'), where pg_trgm's default of 0.6 does not.
 */
const MISSPELLING_THRESHOLD = 0.5;

/**
 * Relevance ranks at most this many of the newest matches (plus the page asked for): ts_rank
 * costs microseconds per row, so ranking every match of a common word would cost the most on
 * the searches people make most (DESIGN.md §6).
 */
const RANKED_CANDIDATES = 2000;

export interface Visibility {
  /** Visitors see published SKUs only; administrators see every one. */
  publishedOnly: boolean;
}

/** How a keyword is matched: full text when it finds anything, else the fuzzy title fallback. */
type KeywordPlan = { kind: 'none' } | { kind: 'fts'; keyword: string } | { kind: 'fuzzy'; keyword: string };

const FTS = "skus.search @@ websearch_to_tsquery('english', ?)";

/** Top-level SKUs (variants show on their product's page) a visitor or administrator may see. */
function visible(db: Db, { publishedOnly }: Visibility): Knex.QueryBuilder {
  const q = db('skus').whereNull('skus.parent_sku');
  if (publishedOnly) q.where('skus.published', true);
  return q;
}

/** Full text (websearch syntax; title > subtitle > description) when it finds anything at all. */
async function planKeyword(db: Db, keyword: string | undefined, visibility: Visibility): Promise<KeywordPlan> {
  if (!keyword) return { kind: 'none' };
  const hit = await visible(db, visibility).whereRaw(FTS, [keyword]).first(db.raw('1 as hit'));
  return hit ? { kind: 'fts', keyword } : { kind: 'fuzzy', keyword };
}

/** The catalogue's rows for a plan: matching the keyword and carrying every tag asked for. */
function matching(db: Db, plan: KeywordPlan, filters: CatalogueFilters, visibility: Visibility): Knex.QueryBuilder {
  const q = visible(db, visibility);
  // `<%` is word similarity above pg_trgm.word_similarity_threshold, served by the trigram index.
  if (plan.kind === 'fts') q.whereRaw(FTS, [plan.keyword]);
  if (plan.kind === 'fuzzy') q.whereRaw('? <% skus.title', [plan.keyword]);
  for (const tagId of filters.tag ?? []) {
    q.whereExists((e) => e.select(db.raw('1')).from('sku_tags as st').whereRaw('st.sku_id = skus.id').where('st.tag_id', tagId));
  }
  return q;
}

/** Runs a query with the fuzzy threshold set for its transaction only. */
function withPlan<T>(db: Db, plan: KeywordPlan, run: (conn: Db) => Promise<T>): Promise<T> {
  if (plan.kind !== 'fuzzy') return run(db);
  return withTransaction(db, async (trx) => {
    await trx.raw(`set local pg_trgm.word_similarity_threshold = ${MISSPELLING_THRESHOLD}`);
    return run(trx);
  });
}

const NEWEST = [
  { column: 'skus.created_at', order: 'desc' },
  { column: 'skus.id', order: 'desc' },
] as const;

function ordered(db: Db, plan: KeywordPlan, query: CatalogueQuery, q: Knex.QueryBuilder): Knex.QueryBuilder {
  switch (query.sort_by) {
    case 'relevance': {
      if (plan.kind === 'none') return q.orderBy([...NEWEST]);
      // Materialised, so the matches come from the text or trigram index first; otherwise the
      // planner may walk the date index and test the keyword on every row to fill the limit.
      const matches = q.clone().clearSelect().select('skus.id', 'skus.search', 'skus.title', 'skus.created_at');
      const candidates = db('m')
        .select('m.id', 'm.search', 'm.title')
        .orderBy([
          { column: 'm.created_at', order: 'desc' },
          { column: 'm.id', order: 'desc' },
        ])
        .limit(Math.max(RANKED_CANDIDATES, query.offset + query.pageSize));
      const score =
        plan.kind === 'fts' ? db.raw("ts_rank(c.search, websearch_to_tsquery('english', ?))", [plan.keyword]) : db.raw('word_similarity(?, c.title)', [plan.keyword]);
      return db
        .withMaterialized('m', matches)
        .from(candidates.as('c'))
        .select('c.id')
        .orderBy(score as unknown as string, 'desc')
        .orderBy('c.id', 'desc');
    }
    case 'date_oldest':
      return q.orderBy([
        { column: 'skus.created_at', order: 'asc' },
        { column: 'skus.id', order: 'asc' },
      ]);
    case 'alpha_asc':
      return q.orderByRaw('lower(skus.title) asc, skus.id asc');
    case 'alpha_desc':
      return q.orderByRaw('lower(skus.title) desc, skus.id desc');
    case 'date_newest':
      return q.orderBy([...NEWEST]);
  }
}

/** One page of the catalogue: the SKU ids in order. */
export async function catalogueIds(query: CatalogueQuery, visibility: Visibility, db: Db = defaultDb): Promise<number[]> {
  const plan = await planKeyword(db, query.keyword, visibility);
  return withPlan(db, plan, async (conn) => {
    const rows: Array<{ id: number }> = await ordered(conn, plan, query, matching(conn, plan, query, visibility).select('skus.id'))
      .offset(query.offset)
      .limit(query.pageSize);
    return rows.map((r) => r.id);
  });
}

/** How many SKUs the same filters find ('Found: N matches'). */
export async function catalogueCount(filters: CatalogueFilters, visibility: Visibility, db: Db = defaultDb): Promise<number> {
  const plan = await planKeyword(db, filters.keyword, visibility);
  return withPlan(db, plan, async (conn) => {
    const row = await matching(conn, plan, filters, visibility).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  });
}

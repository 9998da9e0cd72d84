import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import type { CatalogueFilters, CatalogueQuery } from './schemas';

/**
 * A misspelt word still finds its title: the keyword's trigram word similarity to some stretch
 * of the title must reach this. 0.5 catches a swapped pair of letters ('typograhpic' scores 0.58
 * against 'Typographic'), where pg_trgm's default of 0.6 does not.
 */
const MISSPELLING_THRESHOLD = 0.5;

export interface Visibility {
  /** Visitors see published SKUs only; administrators see every one. */
  publishedOnly: boolean;
}

/**
 * The catalogue's rows: top-level SKUs (variants show on their product's page) matching the
 * keyword and carrying every tag asked for. The keyword is full-text search in websearch syntax
 * (title > subtitle > description), or failing that a fuzzy match on the title.
 */
function matching(db: Db, filters: CatalogueFilters, { publishedOnly }: Visibility): Knex.QueryBuilder {
  const q = db('skus').whereNull('skus.parent_sku');
  if (publishedOnly) q.where('skus.published', true);
  if (filters.keyword) {
    const keyword = filters.keyword;
    q.where((w) =>
      w
        .whereRaw("skus.search @@ websearch_to_tsquery('english', ?)", [keyword])
        .orWhereRaw('word_similarity(?, skus.title) >= ?', [keyword, MISSPELLING_THRESHOLD]),
    );
  }
  for (const tagId of filters.tag ?? []) {
    q.whereExists((e) => e.select(db.raw('1')).from('sku_tags as st').whereRaw('st.sku_id = skus.id').where('st.tag_id', tagId));
  }
  return q;
}

function orderBy(db: Db, q: Knex.QueryBuilder, query: CatalogueQuery): Knex.QueryBuilder {
  switch (query.sort_by) {
    case 'relevance':
      if (query.keyword) {
        // Ranked among the matches only; word similarity lifts a misspelt title that FTS missed.
        return q
          .orderByRaw("ts_rank(skus.search, websearch_to_tsquery('english', ?)) + word_similarity(?, skus.title) desc", [query.keyword, query.keyword])
          .orderBy('skus.id', 'desc');
      }
      return q.orderBy([{ column: 'skus.created_at', order: 'desc' }, { column: 'skus.id', order: 'desc' }]);
    case 'date_oldest':
      return q.orderBy([{ column: 'skus.created_at', order: 'asc' }, { column: 'skus.id', order: 'asc' }]);
    case 'alpha_asc':
      return q.orderByRaw('lower(skus.title) asc, skus.id asc');
    case 'alpha_desc':
      return q.orderByRaw('lower(skus.title) desc, skus.id desc');
    case 'date_newest':
      return q.orderBy([{ column: 'skus.created_at', order: 'desc' }, { column: 'skus.id', order: 'desc' }]);
  }
}

/** One page of the catalogue: the SKU ids in order. */
export async function catalogueIds(query: CatalogueQuery, visibility: Visibility, db: Db = defaultDb): Promise<number[]> {
  const rows: Array<{ id: number }> = await orderBy(db, matching(db, query, visibility), query).offset(query.offset).limit(query.pageSize).select('skus.id');
  return rows.map((r) => r.id);
}

/** How many SKUs the same filters find ('Found: N matches'). */
export async function catalogueCount(filters: CatalogueFilters, visibility: Visibility, db: Db = defaultDb): Promise<number> {
  const row = await matching(db, filters, visibility).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

import type { Knex } from 'knex';
import { db as defaultDb, type Db } from '../../platform/db';
import { candidates, keywordMatch, keywordSearch, rankedIds, registerSearchable, type KeywordSearch } from '../../platform/search/keyword';
import type { CatalogueFilters, CatalogueQuery } from './schemas';

/** The words this module's texts hold (corrections come from it; the site's vocabulary includes it), its text vector and its titles. */
const SEARCHED = registerSearchable({ dictionary: 'sku_words', vector: 'skus.search', title: 'skus.title' });

export interface Visibility {
  /** Visitors see published SKUs only; administrators see every one. */
  publishedOnly: boolean;
}

/** How a keyword is matched: typo-tolerant full text over title, subtitle, tags and description. */
type KeywordPlan = { kind: 'none' } | { kind: 'search'; search: KeywordSearch };

/** Top-level SKUs (variants show on their product's page) a visitor or administrator may see. */
function visible(db: Db, { publishedOnly }: Visibility): Knex.QueryBuilder {
  const q = db('skus').whereNull('skus.parent_sku');
  if (publishedOnly) q.where('skus.published', true);
  return q;
}

async function planKeyword(db: Db, keyword: string | undefined): Promise<KeywordPlan> {
  const search = keyword ? await keywordSearch(db, SEARCHED, keyword) : null;
  return search ? { kind: 'search', search } : { kind: 'none' };
}

/** The catalogue's rows meeting a keyword's condition (if any) and carrying every tag asked for. */
function matching(db: Db, keyword: Knex.Raw | null, filters: CatalogueFilters, visibility: Visibility): Knex.QueryBuilder {
  const q = visible(db, visibility);
  if (keyword) q.whereRaw(keyword);
  for (const tagId of filters.tag ?? []) {
    q.whereExists((e) => e.select(db.raw('1')).from('sku_tags as st').whereRaw('st.sku_id = skus.id').where('st.tag_id', tagId));
  }
  return q;
}

/** The rows a plan finds: its keyword's whole match. */
const planned = (db: Db, plan: KeywordPlan, filters: CatalogueFilters, visibility: Visibility) =>
  matching(db, plan.kind === 'search' ? keywordMatch(db, plan.search, 'match') : null, filters, visibility);

const NEWEST = [
  { column: 'skus.created_at', order: 'desc' },
  { column: 'skus.id', order: 'desc' },
] as const;

function ordered(db: Db, plan: KeywordPlan, query: CatalogueQuery, visibility: Visibility): Knex.QueryBuilder {
  const q = planned(db, plan, query, visibility).select('skus.id');
  switch (query.sort_by) {
    case 'relevance': {
      if (plan.kind === 'none' || plan.search.titleWords) return q.orderBy([...NEWEST]);
      return rankedIds(db, plan.search, (keyword) =>
        matching(db, keyword, query, visibility)
          .select('skus.id', 'skus.search')
          .orderBy([...NEWEST])
          .limit(candidates(query.offset + query.pageSize)),
      );
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

/** One page of the catalogue: the SKU ids in order, and the corrected keyword when misspelt words were corrected. */
export async function cataloguePage(query: CatalogueQuery, visibility: Visibility, db: Db = defaultDb): Promise<{ ids: number[]; corrected?: string }> {
  const plan = await planKeyword(db, query.keyword);
  const rows: Array<{ id: number }> = await ordered(db, plan, query, visibility)
    .offset(query.offset)
    .limit(query.pageSize);
  const corrected = plan.kind === 'search' ? plan.search.corrected : undefined;
  return { ids: rows.map((r) => r.id), ...(corrected ? { corrected } : {}) };
}

/** How many SKUs the same filters find ('Found: N matches'). */
export async function catalogueCount(filters: CatalogueFilters, visibility: Visibility, db: Db = defaultDb): Promise<number> {
  const plan = await planKeyword(db, filters.keyword);
  const row = await planned(db, plan, filters, visibility).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

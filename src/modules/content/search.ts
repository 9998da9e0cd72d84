import { db as defaultDb, type Db } from '../../platform/db';
import type { ArticleSearch } from './schemas';

/** One page of an article search: ids in order, the total, and for keyword searches a highlighted snippet per id. */
export interface ArticleSearchPage {
  ids: number[];
  total: number;
  /** Set when misspelt words were searched as corrected ones. */
  corrected?: string;
  snippets: Map<number, string>;
}

/** POST /article/search and /article/search/f: filters, keyword (typo-tolerant full text) and sort. */
export async function articleSearchPage(search: ArticleSearch, db: Db = defaultDb): Promise<ArticleSearchPage> {
  // Placeholder until the search lands (issue 10, in progress): newest published first, no filters.
  const q = db('articles').select('id').orderBy('published_at', 'desc').orderBy('id', 'desc').offset(search.offset).limit(search.quantity);
  if (search.publishedOnly) q.where('published', true);
  const rows: Array<{ id: number }> = await q;
  return { ids: rows.map((r) => r.id), total: rows.length, snippets: new Map() };
}

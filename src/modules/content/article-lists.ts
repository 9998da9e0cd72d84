import { db as defaultDb, type Db } from '../../platform/db';
import { articleSummaries } from './presenters';
import type { ArticleFrontSearchBody, ArticleListResponse, ArticleSearch, ArticleSearchBody } from './schemas';
import { articleSearchPage } from './search';

// The two search requests of SPEC §7 come down to one ArticleSearch; the page of ids the search
// finds is shown as summaries, with each keyword match's snippet.

/** POST /article/search: SPEC §3's filters and sort fields; administrators see unpublished articles too. */
export function fromSearchBody({ sort_by, order, ...filters }: ArticleSearchBody, publishedOnly: boolean): ArticleSearch {
  return { ...filters, sort: { by: sort_by ?? 'articles.created_at', order }, publishedOnly };
}

/** POST /article/search/f: the search page's sorts (SPEC §9), by the date readers see; published articles only. */
export function fromFrontSearchBody({ sort_by, ...filters }: ArticleFrontSearchBody): ArticleSearch {
  const sort: ArticleSearch['sort'] = sort_by === 'relevance' ? { by: 'relevance' } : { by: 'published_at', order: sort_by === 'date_oldest' ? 'ASC' : 'DESC' };
  return { ...filters, sort, publishedOnly: true };
}

/** One page of a search as the API answers it. */
export async function searchArticles(search: ArticleSearch, db: Db = defaultDb): Promise<ArticleListResponse> {
  const page = await articleSearchPage(search, db);
  const articles = await articleSummaries(page.ids, db, page.snippets);
  return { articles, total: page.total, ...(page.totalEstimated ? { total_estimated: true as const } : {}), ...(page.corrected ? { corrected: page.corrected } : {}) };
}

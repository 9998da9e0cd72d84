import type { Knex } from 'knex';
import sanitizeHtml from 'sanitize-html';
import { db as defaultDb, estimatedRows, type Db } from '../../platform/db';
import { candidates, keywordMatch, keywordSearch, rankedIds, registerSearchable, tsQuery, type KeywordSearch } from '../../platform/search/keyword';
import { userIdByUsername, usernamesOf } from '../accounts';
import type { ArticleSearch } from './schemas';

/** The words this module's texts hold (corrections come from it; the site's vocabulary includes it), its text vector and its titles. */
const SEARCHED = registerSearchable({ dictionary: 'article_words', vector: 'articles.search', title: 'articles.title' });

/** One page of an article search: ids in order, the total, and for keyword searches a highlighted snippet per id. */
export interface ArticleSearchPage {
  ids: number[];
  total: number;
  /** Set when total is the planner's estimate: more than EXACT_TOTAL_UP_TO matched. */
  totalEstimated?: true;
  /** Set when misspelt words were searched as corrected ones. */
  corrected?: string;
  /** Asked for once the ids are known, so the caller reads the rows meanwhile. */
  snippets: Promise<Map<number, string>>;
}

const DAY_MS = 86_400_000;
/**
 * Matches are counted one by one up to this many; past it the total is the planner's estimate,
 * rounded. Counting a word held by half of 100,000 articles exactly took 550–1,100 ms; reading
 * 101 matches takes a millisecond or two, and "about 48,000" tells a reader as much.
 */
const EXACT_TOTAL_UP_TO = 100;

/** Sort fields (SPEC §3) and the columns behind them; users.username is ordered by the accounts module's names. */
const SORT_COLUMNS = {
  'articles.created_at': 'articles.created_at',
  'articles.updated_at': 'articles.updated_at',
  'articles.title': 'articles.title',
  likes: 'articles.likes',
  dislikes: 'articles.dislikes',
  'articles.shares': 'articles.shares',
  published_at: 'articles.published_at',
} as const;

/** POST /article/search and /article/search/f: filters, keyword (typo-tolerant full text) and sort. */
export async function articleSearchPage(search: ArticleSearch, db: Db = defaultDb): Promise<ArticleSearchPage> {
  const keyword = search.keyword ? await keywordSearch(db, SEARCHED, search.keyword) : null;
  const authorId = search.author ? await userIdByUsername(search.author, db) : undefined;
  if (authorId === null) return { ids: [], total: 0, snippets: Promise.resolve(new Map()) };

  const matches = (condition = keyword && keywordMatch(db, keyword, 'match')) => filtered(db, search, condition, authorId);
  const [ids, { total, estimated }] = await Promise.all([pageIds(db, search, keyword, matches), totalOf(db, matches())]);
  return {
    ids,
    total,
    ...(estimated ? { totalEstimated: true as const } : {}),
    ...(keyword?.corrected ? { corrected: keyword.corrected } : {}),
    snippets: keyword ? snippets(db, ids, keyword) : Promise.resolve(new Map()),
  };
}

/** The articles a search's filters find, meeting a keyword's condition if given. */
function filtered(db: Db, search: ArticleSearch, keyword: Knex.Raw | null, authorId: number | undefined): Knex.QueryBuilder {
  const q = db('articles');
  if (search.publishedOnly) q.where('articles.published', true);
  if (keyword) q.whereRaw(keyword);
  if (authorId !== undefined) q.where('articles.author_id', authorId);
  // Published articles by the date readers see; drafts (administrators only) by when they were written.
  const date = db.raw('coalesce(articles.published_at, articles.created_at)');
  if (search.date_start) q.where(date, '>=', new Date(`${search.date_start}T00:00:00Z`));
  if (search.date_end) q.where(date, '<', new Date(Date.parse(`${search.date_end}T00:00:00Z`) + DAY_MS));
  const tagged = (e: Knex.QueryBuilder) => e.select(db.raw('1')).from('article_tags as at').whereRaw('at.article_id = articles.id');
  const ofType = (e: Knex.QueryBuilder) => (search.tag_type ? e.join('tags as t', 't.id', 'at.tag_id').where('t.tag_type', search.tag_type) : e);
  for (const tagId of search.tag ?? []) q.whereExists((e) => ofType(tagged(e).where('at.tag_id', tagId)));
  if (search.tag_type && !search.tag?.length) q.whereExists((e) => ofType(tagged(e)));
  return q;
}

async function totalOf(db: Db, matches: Knex.QueryBuilder): Promise<{ total: number; estimated: boolean }> {
  const found = matches.select(db.raw('1'));
  const row = await db.count({ n: '*' }).from(found.clone().limit(EXACT_TOTAL_UP_TO + 1).as('m')).first();
  const counted = Number(row?.n ?? 0);
  if (counted <= EXACT_TOTAL_UP_TO) return { total: counted, estimated: false };
  return { total: roughly(Math.max(await estimatedRows(db, found), counted)), estimated: true };
}

/** Two significant figures: 47,800 reads as 48,000. */
function roughly(n: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

type Matches = (condition?: Knex.Raw | null) => Knex.QueryBuilder;

async function pageIds(db: Db, search: ArticleSearch, keyword: KeywordSearch | null, matches: Matches): Promise<number[]> {
  const { sort } = search;
  let q: Knex.QueryBuilder;
  if (sort.by === 'relevance') {
    q = keyword && !keyword.titleWords ? ranked(db, keyword, matches, search.offset + search.quantity) : matches().select('articles.id').orderBy([...newest]);
  } else if (sort.by === 'users.username') {
    q = matches().select('articles.id').orderByRaw('array_position(?::int[], articles.author_id) nulls last', [await authorsByName(db, matches())]);
    q.orderBy('articles.id', sort.order);
  } else {
    const column = SORT_COLUMNS[sort.by];
    // Drafts have no publication date: last when newest come first, first when oldest do, as the
    // listing index runs (public lists hold no drafts, so only the index cares).
    const nulls = column === 'articles.published_at' ? (sort.order === 'DESC' ? ' nulls last' : ' nulls first') : '';
    q = matches().select('articles.id').orderByRaw(`${column} ${sort.order}${nulls}`).orderBy('articles.id', sort.order);
  }
  const rows: Array<{ id: number }> = await q.offset(search.offset).limit(search.quantity);
  return rows.map((r) => r.id);
}

const newest = [
  { column: 'articles.published_at', order: 'desc', nulls: 'last' },
  { column: 'articles.id', order: 'desc' },
] as const;

/** The newest candidates of each match, ranked (platform/search/keyword.ts). */
function ranked(db: Db, keyword: KeywordSearch, matches: Matches, wanted: number): Knex.QueryBuilder {
  return rankedIds(db, keyword, (condition) => matches(condition).select('articles.id', 'articles.search').orderBy([...newest]).limit(candidates(wanted)));
}

/** The matching articles' authors ordered by username (few authors write many articles). */
async function authorsByName(db: Db, matches: Knex.QueryBuilder): Promise<number[]> {
  const authorIds: number[] = await matches.whereNotNull('articles.author_id').distinct('articles.author_id').pluck('articles.author_id');
  const names = await usernamesOf(authorIds, db);
  return [...names.entries()].sort(([, a], [, b]) => a.localeCompare(b)).map(([id]) => id);
}

const MARK_START = '\u0001';
const MARK_END = '\u0002';

/**
 * A passage of each article's headline and body around the words searched as shown to the reader
 * (as typed, or as the reported correction; KeywordSearch.shown). The HTML's text comes
 * out escaped and the marks go in afterwards, so a snippet holds no markup but <mark>.
 */
async function snippets(db: Db, ids: number[], keyword: KeywordSearch): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows: Array<{ id: number; snippet: string }> = await db('articles')
    .whereIn('id', ids)
    .select(
      'id',
      db.raw(
        `ts_headline('english', regexp_replace(coalesce(headline, '') || ' ' || body, '<[^>]*>', ' ', 'g'), ?,
           'StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as snippet`,
        [tsQuery(db, keyword, 'shown')],
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      sanitizeHtml(r.snippet, { allowedTags: [], allowedAttributes: {} })
        .replaceAll(MARK_START, '<mark>')
        .replaceAll(MARK_END, '</mark>')
        .replace(/\s+/g, ' ')
        .trim(),
    ]),
  );
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { articleSearchQuery, articleTagsQuery } from '../../api/content';
import { queryClient } from '../../api/query-client';
import type { SiteReads } from '../../api/reads';
import { catalogueResultsQueries, productTagsQuery, type ShopSort } from '../../api/shop';
import { ArticleResults } from '../../components/articles/ArticleResults';
import { PageHeading } from '../../components/PageHeading';
import { CatalogueResults } from '../../components/shop/CatalogueResults';
import { AdvancedTags, AdvancedToggle, KeywordField, SortField } from '../../components/shop/SearchControls';
import { useBrowserValue } from '../../lib/hydrated';
import { routeMeta } from '../../lib/meta';
import { pageQueries } from '../../lib/server-queries';
import { KEYS, readStored, writeStored } from '../../lib/storage-keys';
import {
  SEARCH_TYPES,
  effectiveSort,
  parseSearch,
  searchHref,
  sortsOf,
  switchType,
  typeNamedIn,
  type SearchState,
  type SearchType,
} from '../../lib/search';
import { requestQueryClient } from '../../site-context';
import type { ArticleSort } from '../../../modules/content/schemas';
import { OtherTabPointer, TAB_NAMES, countText } from './OtherTabPointer';
import s from './Search.module.css';
import { prefetchOtherCount, useTabCounts } from './tab-counts';
import { fontPreloads } from '../../lib/fonts';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** The faces the page's first screen shows beside the root's (src/web/lib/fonts.ts). */
export const links: Route.LinksFunction = () => fontPreloads('jost500', 'literata400Italic');

const storedType = () => readStored(KEYS.searchType);

const rememberType = (type: SearchType) => writeStored(KEYS.searchType, type);

/**
 * Fetches the first results of a search for its tab into a cache, under the keys the results
 * lists ask for; chosen tags show by name, so their list comes with the results (not "Tag 16"
 * until it does).
 */
function prefetchResults(client: QueryClient, state: SearchState, reads?: SiteReads) {
  const sort = effectiveSort(state);
  const tagged = state.tags.length > 0;
  if (state.type === 'shop') {
    const { count, results } = catalogueResultsQueries({ keyword: state.keyword, tags: state.tags, sort: sort as ShopSort }, reads);
    return Promise.all([client.prefetchQuery(count), client.prefetchInfiniteQuery(results), tagged && client.prefetchQuery(productTagsQuery(reads))]);
  }
  return Promise.all([
    client.prefetchInfiniteQuery(articleSearchQuery({ keyword: state.keyword || undefined, sort_by: sort as ArticleSort, tags: state.tags }, reads)),
    tagged && client.prefetchQuery(articleTagsQuery(reads)),
  ]);
}

/** The server knows no stored tab: the URL's, else the default. A failed read is left to the browser. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const state = parseSearch(params, new URL(request.url).searchParams, null);
  const client = requestQueryClient(context);
  await Promise.all([prefetchResults(client, state, context.reads), prefetchOtherCount(client, state, context.reads)]);
  return { ...pageQueries(context), keyword: state.keyword };
}

/** Between pages (and at every change of the search): starts fetching the results with the page's code. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const state = parseSearch(params, new URL(request.url).searchParams, storedType());
  void prefetchResults(queryClient, state);
  void prefetchOtherCount(queryClient, state);
  return { keyword: state.keyword };
}

export const meta = routeMeta((data: { keyword: string }) => ({ title: data.keyword ? `Search: ${data.keyword}` : 'Search' }));

/**
 * /search, /search/:keyword, /search/:search_type/:kw (SPEC §2): a Shop tab and an Articles tab over
 * one keyword box; Advanced Search reveals the tag finder of the tab's own tags. Everything lives in
 * the URL (the path's keyword and type move to the query at the first change); the tab named in
 * the URL is remembered as the last chosen one.
 */
export default function SearchPage() {
  const route = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const ids = useId();
  // The server knows no stored tab: the URL's, else the default, until the page has hydrated.
  const stored = useBrowserValue(storedType, null);
  const state = useMemo(() => parseSearch(route, query, stored), [route, query, stored]);
  const named = typeNamedIn(route, query);
  useEffect(() => {
    if (named) rememberType(named);
  }, [named]);

  const go = (next: SearchState, replace = false) => navigate(searchHref(next), { replace, preventScrollReset: true });

  // The keyword box: its own text while typing; a search (Enter or the button) writes the URL, and
  // back and forward write the box.
  const [text, setText] = useState(state.keyword);
  const [urlKeyword, setUrlKeyword] = useState(state.keyword);
  if (state.keyword !== urlKeyword) {
    setUrlKeyword(state.keyword);
    setText(state.keyword);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A new keyword keeps the tags and starts the sort afresh (relevance with words, newest without).
    go({ ...state, keyword: text.trim(), sort: null });
  };

  const [advanced, setAdvanced] = useState(state.tags.length > 0);
  const typeTags = useTypeTags(state.type, advanced || state.tags.length > 0);
  const setTags = (tags: number[]) => go({ ...state, tags });

  const tabs = useRef<Partial<Record<SearchType, HTMLButtonElement | null>>>({});
  const choose = (type: SearchType, focus = false) => {
    if (type !== state.type) go(switchType(state, type), true);
    if (focus) tabs.current[type]?.focus();
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = SEARCH_TYPES.indexOf(state.type);
    const n = SEARCH_TYPES.length;
    const to = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    choose(SEARCH_TYPES[to]!, true);
  };

  const counts = useTabCounts(state);
  const other = SEARCH_TYPES.find((t) => t !== state.type)!;
  // Nothing here for the keyword, something there: the empty tab says so and leads there.
  const otherCount = counts[other];
  const pointer =
    state.keyword && otherCount && otherCount.total > 0 ? (
      <OtherTabPointer keyword={state.keyword} here={state.type} there={other} count={otherCount} href={searchHref(switchType(state, other))} />
    ) : undefined;

  const tabId = (t: SearchType) => `${ids}-tab-${t}`;
  const panelId = (t: SearchType) => `${ids}-panel-${t}`;
  const sort = effectiveSort(state);

  return (
    <div className="page">
      <PageHeading title="Search">
        {state.keyword && (
          <p>
            Results for <q className={s.echo}>{state.keyword}</q>
          </p>
        )}
      </PageHeading>

      {/* A plain form first: before the scripts run the browser itself asks for the same address
          submit() goes to (the tab and tags kept, the sort afresh), which the server renders. */}
      <form className={s.box} role="search" aria-label="Search the shop and the articles" method="get" action="/search" onSubmit={submit}>
        <input type="hidden" name="search_type" value={state.type} />
        {state.tags.length > 0 && <input type="hidden" name="tag" value={state.tags.join('|')} />}
        <KeywordField
          id={`${ids}-keyword`}
          label="Search for"
          placeholder="Search books and articles..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={s.keyword}
        />
        <button type="submit" className="button button-primary">
          <span>Search</span>
        </button>
      </form>

      <div role="tablist" aria-label="Search in" className={s.tabs}>
        {SEARCH_TYPES.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t)}
            aria-selected={state.type === t}
            aria-controls={panelId(t)}
            tabIndex={state.type === t ? 0 : -1}
            className={s.tab}
            onClick={() => choose(t)}
            onKeyDown={onTabKey}
          >
            {TAB_NAMES[t]}
            {counts[t] && <span className={s.tabCount}> ({countText(counts[t])})</span>}
          </button>
        ))}
      </div>

      {SEARCH_TYPES.map((t) => (
        <div key={t} role="tabpanel" id={panelId(t)} aria-labelledby={tabId(t)} hidden={state.type !== t} className={s.panel}>
          {state.type === t && (
            <>
              <div className={s.controls}>
                <SortField id={`${ids}-sort`} value={sort} options={sortsOf(t)} onChange={(next) => go({ ...state, sort: next })} />
                <AdvancedToggle open={advanced} controls={`${ids}-advanced`} onToggle={() => setAdvanced((a) => !a)} />
              </div>
              <AdvancedTags id={`${ids}-advanced`} open={advanced} tags={typeTags} chosen={state.tags} onChange={setTags} noun={t === 'shop' ? 'Books' : 'Articles'} />

              {t === 'shop' ? (
                <CatalogueResults keyword={state.keyword} tags={state.tags} sort={sort as ShopSort} label="Books found" headingLevel={2} empty={pointer} />
              ) : (
                <ArticleResults
                  filters={{ keyword: state.keyword || undefined, sort_by: sort as ArticleSort, tags: state.tags }}
                  label="Articles found"
                  counted
                  empty={pointer ?? <NoArticle filtered={!!state.keyword || state.tags.length > 0} />}
                />
              )}
            </>
          )}
        </div>
      ))}
    </div>
  );
}

/** The Articles tab's empty answer when the Shop tab has nothing for the keyword either. */
function NoArticle({ filtered }: { filtered: boolean }) {
  return (
    <>
      No article found...
      <br />
      {filtered ? 'Try other words, or remove a tag.' : 'Please come back soon.'}
    </>
  );
}

/** The tab's own tags for the tag finder: the shop's product tags or the articles' tags. */
function useTypeTags(type: SearchType, wanted: boolean) {
  const products = useQuery({ ...productTagsQuery(), enabled: wanted && type === 'shop' });
  const articles = useQuery({ ...articleTagsQuery(), enabled: wanted && type === 'articles' });
  return type === 'shop' ? products : articles;
}

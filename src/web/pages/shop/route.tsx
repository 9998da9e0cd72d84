import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { queryClient } from '../../api/query-client';
import { catalogueResultsQueries, productTagsQuery, shelfQuery } from '../../api/shop';
import { PageHeading } from '../../components/PageHeading';
import { ShelfRow } from '../../components/shop/ShelfRow';
import { useReaderTimeZone } from '../../lib/hydrated';
import { routeMeta, type PageHead } from '../../lib/meta';
import { pageQueries } from '../../lib/server-queries';
import { latestMonday, longDate, parseCatalogueQuery } from '../../lib/shop';
import { requestQueryClient } from '../../site-context';
import { Catalog } from './Catalog';
import { fontPreloads } from '../../lib/fonts';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** The faces the page's first screen shows beside the root's (src/web/lib/fonts.ts). */
export const links: Route.LinksFunction = () => fontPreloads('jost500');

/** The rows that open the page, above the fold. */
const FIRST_SHELVES = ['featured', 'popular'] as const;

const LEAD = 'Books chosen with care, in every format we make them.';

/** /shop/search and /shop/search/:keyword: the catalogue comes first. */
const isSearch = (pathname: string) => pathname.toLowerCase().startsWith('/shop/search');

/** The page's title: the site's name alone at home, the keyword searched for on the search paths. */
function shopHead(url: URL, pathKeyword: string | undefined): PageHead {
  if (!isSearch(url.pathname)) return url.pathname === '/' ? {} : { title: 'Shop', description: LEAD };
  const { keyword } = parseCatalogueQuery(url.searchParams, pathKeyword);
  return { title: keyword ? `${keyword} · Search the Shop` : 'Search the Shop', description: LEAD };
}

/**
 * The rows are in the page, and the catalogue's first page and its count (with the chosen tags'
 * names), read by the server in process: hydrating them costs less than fetching and drawing them
 * once the page is live (a long task on a phone). A failed read is left out:
 * the browser asks again, and shows its error and Retry in place.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const client = requestQueryClient(context);
  const url = new URL(request.url);
  const fetching = FIRST_SHELVES.map((shelf) => client.prefetchQuery(shelfQuery(shelf, context.reads)));
  const state = parseCatalogueQuery(url.searchParams, params.keyword);
  const { count, results } = catalogueResultsQueries(state, context.reads);
  fetching.push(client.prefetchQuery(count), client.prefetchInfiniteQuery(results));
  if (state.tags.length) fetching.push(client.prefetchQuery(productTagsQuery(context.reads)));
  await Promise.all(fetching);
  return { ...pageQueries(context), head: shopHead(url, params.keyword) };
}

/**
 * Between pages: the rows from the API before the page paints, so a row never swaps a skeleton
 * for content of another height (an empty row is one line). prefetchQuery never throws: a failed
 * row shows its error and Retry in place.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await Promise.all(FIRST_SHELVES.map((shelf) => queryClient.prefetchQuery(shelfQuery(shelf))));
  return { head: shopHead(new URL(request.url), params.keyword) };
}

export const meta = routeMeta((data: { head: PageHead }) => data.head);

/**
 * The shop home: /, /shop, /shop/search and /shop/search/:keyword (SPEC §2 Shop home): Featured
 * Books, Popular and Browse Catalog. On the search paths the catalogue comes first.
 */
export default function Component() {
  const { pathname } = useLocation();
  const searching = isSearch(pathname);
  // The server's week is UTC's; the reader's own once the page is live.
  const zone = useReaderTimeZone();
  const week = useMemo(() => longDate(latestMonday(new Date(), zone), zone), [zone]);

  const shelves = (
    <>
      <ShelfRow
        shelf="featured"
        title="Featured Books"
        subtitle={`A curated selection for the week of ${week}`}
        what="this week's featured books"
        empty="No books are featured this week."
        leading={!searching}
      />
      <ShelfRow shelf="popular" title="Popular" subtitle="Best-selling books this month" what="the popular books" empty="Nothing has sold yet this month." />
    </>
  );

  return (
    <div className="page">
      <PageHeading title={searching ? 'Search the Shop' : 'Shop'}>
        <p>{LEAD}</p>
      </PageHeading>
      {searching ? (
        <>
          <Catalog leading />
          {shelves}
        </>
      ) : (
        <>
          {shelves}
          <Catalog leading={false} />
        </>
      )}
    </div>
  );
}

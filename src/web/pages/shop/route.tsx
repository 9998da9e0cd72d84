import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { ShelfRow } from '../../components/shop/ShelfRow';
import { latestMonday, longDate } from '../../lib/shop';
import { queryClient } from '../../api/query-client';
import { shelfQuery } from '../../api/shop';
import { Catalog } from './Catalog';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/**
 * The rows open the page, above the fold: their books are fetched before it paints, so a row never
 * swaps a skeleton for content of another height (an empty row is one line). prefetchQuery never
 * throws: a failed row shows its error and Retry in place.
 */
export async function clientLoader(): Promise<null> {
  const client = queryClient;
  await Promise.all((['featured', 'popular'] as const).map((shelf) => client.prefetchQuery(shelfQuery(shelf))));
  return null;
}

/**
 * The shop home: /, /shop, /shop/search and /shop/search/:keyword (SPEC §2 Shop home): Featured
 * Books, Popular and Browse Catalog. On the search paths the catalogue comes first.
 */
export default function Component() {
  const { pathname } = useLocation();
  const searching = pathname.startsWith('/shop/search');
  const week = useMemo(() => longDate(latestMonday(new Date())), []);

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
        <p>Books chosen with care, in every format we make them.</p>
      </PageHeading>
      {searching ? (
        <>
          <Catalog />
          {shelves}
        </>
      ) : (
        <>
          {shelves}
          <Catalog />
        </>
      )}
    </div>
  );
}

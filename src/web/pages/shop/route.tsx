import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { ShelfRow } from '../../components/shop/ShelfRow';
import { latestMonday, longDate } from '../../lib/shop';
import { Catalog } from './Catalog';

/**
 * The shop home: /, /shop, /shop/search and /shop/search/:keyword (SPEC §2 Shop home): Featured
 * Books, Popular and Browse Catalog. On the search paths the catalogue comes first.
 */
export function Component() {
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

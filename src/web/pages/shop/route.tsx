import '../../styles/shop.css';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { getShelf, type Shelf as ShelfName, type SkuResponse } from '../../api/shop';
import { PageHeading } from '../../components/PageHeading';
import { ListError } from '../../components/shop/ListStates';
import { ProductCard, ProductCardSkeletons } from '../../components/shop/ProductCard';
import { latestMonday, longDate } from '../../lib/shop';
import { useLoad } from '../../lib/use-load';
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
      <Shelf id="featured" shelf="featured" title="Featured Books" subtitle={`A curated selection for the week of ${week}`} empty="No books are featured this week." />
      <Shelf id="popular" shelf="popular" title="Popular" subtitle="Best-selling books this month" empty="Nothing has sold yet this month." />
    </>
  );

  return (
    <div className="page shop-page">
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

interface ShelfProps {
  id: string;
  shelf: ShelfName;
  title: string;
  subtitle: string;
  empty: string;
}

/** A row of covers (featured, popular) that scrolls sideways on small screens. */
function Shelf({ id, shelf, title, subtitle, empty }: ShelfProps) {
  const result = useLoad(shelf, (signal) => getShelf(shelf, { signal }).then((r) => r.skus));
  const headingId = `${id}-title`;
  return (
    <section className="shop-section" aria-labelledby={headingId} aria-busy={result.status === 'loading' || undefined}>
      <header className="shop-section-head">
        <h2 id={headingId}>{title}</h2>
        <p className="shop-section-sub">{subtitle}</p>
      </header>
      {result.status === 'error' ? (
        <ListError what={title.toLowerCase()} onRetry={result.retry} />
      ) : result.status === 'ready' && result.data.length === 0 ? (
        <p className="shop-empty">{empty}</p>
      ) : (
        <ShelfList skus={result.status === 'ready' ? result.data : null} label={title} />
      )}
    </section>
  );
}

function ShelfList({ skus, label }: { skus: SkuResponse[] | null; label: string }) {
  return (
    <ul className="product-shelf" aria-label={label}>
      {skus ? (
        skus.map((sku) => (
          <li key={sku.id}>
            <ProductCard sku={sku} />
          </li>
        ))
      ) : (
        <ProductCardSkeletons count={5} />
      )}
    </ul>
  );
}

import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { lazy } from 'react';
import { Link, data, useParams } from 'react-router-dom';
import { queryClient } from '../../api/query-client';
import { productQuery, ratingsQuery, type ProductData } from '../../api/shop';
import { PageStats } from '../../components/admin/PageStats';
import { NotFound } from '../../components/NotFound';
import { RouteError } from '../../components/RouteError';
import { TagLinks } from '../../components/TagLinks';
import { RatingStars } from '../../components/shop/RatingStars';
import { routeMeta } from '../../lib/meta';
import { pageQueries } from '../../lib/server-queries';
import { HELD, formatPrice, hasFormats, joinTitle, ratingText, reviewCount, stockLabel } from '../../lib/shop';
import { useAuth } from '../../state/auth';
import { authStore } from '../../state/auth-store';
import { requestQueryClient } from '../../site-context';
import { productHead, productMeta, type ProductHead } from './meta';
import { Gallery } from './Gallery';
import s from './ProductPage.module.css';
import { Purchase } from './Purchase';
import { ReviewsSection } from './ReviewsSection';
import { fontPreloads } from '../../lib/fonts';
import type { Route } from './+types/route';

/** The faces the page's first screen shows beside the root's (src/web/lib/fonts.ts). */
export const links: Route.LinksFunction = () => fontPreloads('literata400Italic');

// Below the first view, and its list is read in the browser: its code comes as the reader nears it.
const Reviews = lazy(() => import('./Reviews').then((m) => ({ default: m.Reviews })));

const notFound = () => data('Not Found', { status: 404 });

function skuId(raw: string | undefined): number | null {
  const id = Number(raw ?? '');
  return /^\d{1,10}$/.test(raw ?? '') && id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/**
 * /shop/:sku_id: the SKU and its product are in the page (title, price, formats); a SKU a visitor
 * may not see is a 404. The server reads them from the shop as the request's visitor may see
 * them; the browser, between pages, from the API.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = skuId(params.sku_id);
  if (id === null) throw notFound();
  const client = requestQueryClient(context);
  const found = await client.fetchQuery(productQuery(id, context.reads));
  if (!found) throw notFound();
  return { ...pageQueries(context), head: productHead(found) };
}

/** Between pages: from the API into the browser's cache (between a product's formats usually there already). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = skuId(params.sku_id);
  if (id === null) throw notFound();
  // Administrators may look at unpublished SKUs: wait until the session is known.
  const user = await authStore.ready();
  const found = await queryClient.ensureQueryData(productQuery(id));
  if (!found) throw notFound();
  void queryClient.prefetchQuery(ratingsQuery(found.product.id, user?.id ?? null));
  return { head: productHead(found) };
}

export const meta = routeMeta((data: { head: ProductHead }, site) => productMeta(data.head, site));

export const ErrorBoundary = RouteError;

export default function ProductPage() {
  const id = skuId(useParams().sku_id)!;
  const found = useSuspenseQuery(productQuery(id)).data;
  // Gone since the loader ran (unpublished or deleted, found on a refetch).
  if (!found) return <NotFound />;
  // Another product starts afresh. Between a product's formats the page stays (focus stays on the
  // format chosen); the gallery and the purchase box start again.
  return <ProductView key={found.product.id} sku={found.sku} product={found.product} />;
}

function ProductView({ sku, product }: ProductData) {
  const title = joinTitle(sku.title);
  const { user } = useAuth();
  // Signing in or out asks again (the member's own review is in the answer); meanwhile the chart
  // stays, and the review form too, with what was typed in it.
  const ratings = useQuery({ ...ratingsQuery(product.id, user?.id ?? null), placeholderData: (prev) => (prev ? { ...prev, userReview: null } : undefined) });
  const summary = ratings.data ?? sku.ratings ?? { averageRating: 0, total: 0 };
  const isVariant = sku.id !== product.id;

  return (
    <div className="page">
      <nav aria-label="Breadcrumb" className={s.breadcrumb}>
        <ol>
          <li>
            <Link to="/shop">Shop</Link>
            <ChevronRight aria-hidden="true" size={14} />
          </li>
          {isVariant && (
            <li>
              <Link to={`/shop/${product.id}`}>{joinTitle(product.title)}</Link>
              <ChevronRight aria-hidden="true" size={14} />
            </li>
          )}
          <li aria-current="page">{sku.title.at(-1)}</li>
        </ol>
      </nav>

      <div className={s.top}>
        <Gallery key={sku.id} images={sku.images} title={title} />
        <div className={s.info}>
          <h1 className={s.title}>{title}</h1>
          {sku.subtitle && <p className={s.subtitle}>{sku.subtitle}</p>}
          <a href="#reviews" className={s.rating}>
            <RatingStars rating={summary.averageRating} totalRatings={summary.total} />
            <span aria-hidden="true">{summary.total ? `${ratingText(summary.averageRating)} · ${reviewCount(summary.total)}` : 'No reviews yet'}</span>
          </a>
          <Variants sku={sku} product={product} />
          <Purchase key={sku.id} sku={sku} />
          <TagLinks tags={product.tags ?? []} hrefOf={(tag) => `/search?search_type=shop&tag=${tag.id}`} />
          <PageStats page={{ kind: 'product', id: sku.id }} />
        </div>
      </div>

      <section className={s.section} aria-labelledby="product-description">
        <h2 id="product-description">Product Description</h2>
        <Html html={product.description} empty="No description yet." />
        {isVariant && sku.description && sku.description !== product.description && <Html html={sku.description} />}
        {product.about && (
          <>
            <h3>About</h3>
            <Html html={product.about} />
          </>
        )}
      </section>

      <section className={s.section} aria-labelledby="product-details">
        <h2 id="product-details">Product Details</h2>
        <Html html={product.details} empty={isVariant && sku.details ? undefined : 'No details yet.'} />
        {isVariant && sku.details && sku.details !== product.details && <Html html={sku.details} />}
      </section>

      <ReviewsSection>
        <Reviews productId={product.id} ratings={ratings} />
      </ReviewsSection>
    </div>
  );
}

/** Administrators' HTML (trusted; the server stores what the SKU editor saves). */
function Html({ html, empty }: { html: string | null | undefined; empty?: string }) {
  if (!html) return empty ? <p className="muted">{empty}</p> : null;
  return <div className={`prose ${s.html}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The formats (the product's variants) to choose from, each with its price and stock; choosing one
 * goes to its page (/shop/{format id}), where it is marked as the current one. On the product's
 * own page none is chosen yet (issue 26: the product is a choice of its formats, SPEC §2 does not
 * redirect to the first).
 */
function Variants({ sku, product }: ProductData) {
  if (!hasFormats(product)) return null;
  return (
    <nav className={s.variants} aria-label="Formats">
      <p className={s.variantsLabel} aria-hidden="true">
        {sku.id === product.id ? 'Choose a format' : 'Format'}
      </p>
      <ul>
        {product.children.map((v) => (
          <li key={v.id}>
            <Link
              to={`/shop/${v.id}`}
              className={`${s.variant}${v.id === sku.id ? ` ${s.current}` : ''}`}
              aria-current={v.id === sku.id ? 'page' : undefined}
              preventScrollReset
            >
              <span className={s.variantName}>{v.title}</span>
              <span className={s.variantPrice}>
                {formatPrice(v.list_price)} · {v.digital ? 'Download' : v.qty_available <= 0 && v.qty_on_hand > 0 ? HELD : stockLabel(v.qty_available)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

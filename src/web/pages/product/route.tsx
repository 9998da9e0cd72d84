import '../../styles/shop.css';
import { ChevronRight } from 'lucide-react';
import { Link, data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getRatings, getSkuFamily, type RatingsInfo, type SkuResponse } from '../../api/shop';
import { RatingStars } from '../../components/shop/RatingStars';
import { formatPrice, joinTitle, ratingText, reviewCount } from '../../lib/shop';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../state/auth';
import { authStore } from '../../state/auth-store';
import { useDocumentTitle } from '../../state/title';
import { Gallery } from './Gallery';
import { Purchase } from './Purchase';
import { Reviews } from './Reviews';

interface ProductData {
  sku: SkuResponse;
  /** The top-level product the SKU belongs to (the SKU itself when it has no parent). */
  product: SkuResponse;
}

// SKUs this tab fetched lately: switching between a product's formats fetches only what is missing.
const CACHE_MS = 60_000;
const cache = new Map<number, { sku: SkuResponse; at: number }>();
const cached = (id: number | undefined) => {
  const hit = id === undefined ? undefined : cache.get(id);
  return hit && Date.now() - hit.at < CACHE_MS ? hit.sku : undefined;
};

const notFound = () => data('Not Found', { status: 404 });

/** /shop/:sku_id: the SKU and its top-level product, with variants, ratings, tags, shipping and the HTML fields. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ProductData> {
  const raw = params.sku_id ?? '';
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id <= 0 || id > 2 ** 31 - 1) throw notFound();
  // Administrators may look at unpublished SKUs: wait until the session is known.
  await authStore.ready();

  let sku = cached(id);
  let product = sku && (sku.parents.length ? cached(sku.parents.at(-1)) : sku);
  if (!sku || !product) {
    const res = await getSkuFamily([id], { signal: request.signal });
    const now = Date.now();
    for (const s of [...res.skus, ...(res._parent ? [res._parent] : [])]) cache.set(s.id, { sku: s, at: now });
    sku = res.skus.find((s) => s.id === id);
    product = res._parent ?? sku;
  }
  if (!sku || !product) throw notFound();
  return { sku, product };
}

export function Component() {
  const { sku, product } = useLoaderData() as ProductData;
  // Another product starts afresh. Between a product's formats the page stays (focus stays on the
  // format chosen); the gallery and the purchase box start again, and the ratings are fetched anew.
  return <ProductView key={product.id} sku={sku} product={product} />;
}

function ProductView({ sku, product }: ProductData) {
  const title = joinTitle(sku.title);
  useDocumentTitle(title);
  const { user } = useAuth();
  const ratings = useLoad(`${sku.id}:${user?.id ?? 'guest'}`, (signal) => getRatings(sku.id, { signal }));
  const info: RatingsInfo | undefined = ratings.status === 'ready' ? ratings.data : ratings.status === 'loading' ? ratings.stale : undefined;
  const summary = info ?? sku.ratings ?? { averageRating: 0, total: 0 };
  const isVariant = sku.id !== product.id;

  return (
    <div className="page product-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
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

      <div className="product-top">
        <Gallery key={sku.id} images={sku.images} title={title} />
        <div className="product-info">
          <h1 className="product-title">{title}</h1>
          {sku.subtitle && <p className="product-subtitle">{sku.subtitle}</p>}
          <a href="#reviews" className="product-rating">
            <RatingStars rating={summary.averageRating} totalRatings={summary.total} />
            <span aria-hidden="true">
              {summary.total ? `${ratingText(summary.averageRating)} · ${reviewCount(summary.total)}` : 'No reviews yet'}
            </span>
          </a>
          <Variants sku={sku} product={product} />
          <Purchase key={sku.id} sku={sku} />
          {!!product.tags?.length && (
            <ul className="product-tags" aria-label="Tags">
              {product.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={`/search?tag=${tag.id}`} className="tag-link">
                    {tag.symbol && <span aria-hidden="true">{tag.symbol} </span>}
                    {tag.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <section className="product-section" aria-labelledby="product-description">
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

      <section className="product-section" aria-labelledby="product-details">
        <h2 id="product-details">Product Details</h2>
        <Html html={product.details} empty={isVariant && sku.details ? undefined : 'No details yet.'} />
        {isVariant && sku.details && sku.details !== product.details && <Html html={sku.details} />}
      </section>

      <Reviews productId={product.id} ratings={ratings} info={info} />
    </div>
  );
}

/** Administrators' HTML (trusted; the server stores what the SKU editor saves). */
function Html({ html, empty }: { html: string | null | undefined; empty?: string }) {
  if (!html) return empty ? <p className="muted">{empty}</p> : null;
  return <div className="prose product-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The product and its formats; choosing one goes to its page. */
function Variants({ sku, product }: ProductData) {
  if (!product.children.length) return null;
  const options = [
    { id: product.id, label: product.title.at(-1) ?? '', price: product.list_price, qty: product.qty_on_hand },
    ...product.children.map((c) => ({ id: c.id, label: c.title, price: c.list_price, qty: c.qty_on_hand })),
  ];
  return (
    <nav className="variants" aria-label="Formats">
      <p className="variants-label" aria-hidden="true">
        Format
      </p>
      <ul>
        {options.map((o) => (
          <li key={o.id}>
            <Link
              to={`/shop/${o.id}`}
              className={`variant${o.id === sku.id ? ' is-current' : ''}${o.qty <= 0 ? ' is-out' : ''}`}
              aria-current={o.id === sku.id ? 'page' : undefined}
              preventScrollReset
            >
              <span className="variant-name">{o.label}</span>
              <span className="variant-price">{formatPrice(o.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

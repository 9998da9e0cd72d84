import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SkuResponse } from '../../api/shop';
import { formatPrice, joinTitle } from '../../lib/shop';
import { RatingStars } from './RatingStars';

/** How wide a cover is drawn, for the browser to pick from the srcset. */
export const CARD_SIZES = '(max-width: 600px) 45vw, (max-width: 1100px) 22vw, 200px';

/** A book in a grid or shelf: the cover, title, subtitle, price and rating; the title links to its page. */
export function ProductCard({ sku, headingLevel = 3 }: { sku: SkuResponse; headingLevel?: 2 | 3 }) {
  const image = sku.images[0];
  const title = joinTitle(sku.title);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ratings = sku.ratings ?? { averageRating: 0, total: 0 };
  return (
    <article className="product-card">
      <div className="product-card-cover">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset ?? undefined}
            sizes={image.srcset ? CARD_SIZES : undefined}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
            decoding="async"
            alt=""
          />
        ) : (
          <span className="product-card-nocover" aria-hidden="true">
            <BookOpen size={36} strokeWidth={1.25} />
          </span>
        )}
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link to={`/shop/${sku.id}`} className="product-card-link">
            {title}
          </Link>
        </Heading>
        {sku.subtitle && <p className="product-card-subtitle">{sku.subtitle}</p>}
        <p className="product-card-price">{formatPrice(sku.list_price)}</p>
        <p className="product-card-rating">
          <RatingStars rating={ratings.averageRating} totalRatings={ratings.total} size={15} />
          <span className="product-card-count" aria-hidden="true">
            ({ratings.total})
          </span>
        </p>
      </div>
    </article>
  );
}

/** Grey cards in the shape of the real ones, while a list loads. */
export function ProductCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} className="product-card product-card-skeleton" aria-hidden="true">
      <div className="product-card-cover skeleton" />
      <div className="product-card-body">
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line skeleton-short" />
        <span className="skeleton skeleton-line skeleton-shorter" />
      </div>
    </li>
  ));
}

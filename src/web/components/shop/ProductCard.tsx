import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { joinTitle, priceText, type SkuCard } from '../../lib/shop';
import { CardPurchase, CardPurchaseSkeleton } from './CardPurchase';
import s from './ProductCard.module.css';
import { RatingStars } from './RatingStars';
import { SkeletonBlock, SkeletonLine } from './Skeleton';

/** How wide a cover is drawn, for the browser to pick from the srcset. */
export const CARD_SIZES = '(max-width: 600px) 45vw, (max-width: 1100px) 22vw, 200px';

interface ProductCardProps {
  sku: SkuCard;
  headingLevel?: 2 | 3;
  first?: boolean;
  /** Under the rating, its way to buy: quick add, or a link to choose a format (the catalogue's cards). */
  purchase?: boolean;
}

/**
 * A book in a grid or shelf: the cover, title, subtitle, price and rating; the title links to its
 * page. The first card of a page (`first`) fetches its cover at once and first; the rest wait
 * until they come near the screen.
 */
export function ProductCard({ sku, headingLevel = 3, first = false, purchase = false }: ProductCardProps) {
  const image = sku.cover;
  const title = joinTitle(sku.title);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ratings = sku.ratings ?? { averageRating: 0, total: 0 };
  return (
    <article className={s.card}>
      <div className={s.cover}>
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset ?? undefined}
            sizes={image.srcset ? CARD_SIZES : undefined}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            alt={image.caption || title}
          />
        ) : (
          <span className={s.noCover} aria-hidden="true">
            <BookOpen size={36} strokeWidth={1.25} />
          </span>
        )}
      </div>
      <div className={s.body}>
        <Heading className={s.title}>
          <Link to={`/shop/${sku.id}`} className={s.link}>
            {title}
          </Link>
        </Heading>
        <p className={s.subtitle}>{sku.subtitle}</p>
        <p className={s.price}>{priceText(sku)}</p>
        <p className={s.rating}>
          <RatingStars rating={ratings.averageRating} totalRatings={ratings.total} size={15} />
          <span aria-hidden="true">({ratings.total})</span>
        </p>
        {purchase && <CardPurchase sku={sku} title={title} />}
      </div>
    </article>
  );
}

/** Grey cards of the real ones' size, while a list loads (`purchase`: with the catalogue's way to buy). */
export function ProductCardSkeletons({ count, purchase = false }: { count: number; purchase?: boolean }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} aria-hidden="true">
      <div className={`${s.card} ${s.skeleton}`}>
        <div className={s.cover}>
          <SkeletonBlock className={s.skeletonCover} />
        </div>
        <div className={s.body}>
          <SkeletonLine />
          <SkeletonLine width="short" />
          <SkeletonLine width="shorter" />
          <SkeletonLine width="shorter" />
          {purchase && <CardPurchaseSkeleton />}
        </div>
      </div>
    </li>
  ));
}

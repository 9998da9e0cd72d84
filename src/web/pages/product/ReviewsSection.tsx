import type { ReactNode } from 'react';
import { SkeletonBlock, SkeletonLine } from '../../components/shop/Skeleton';
import { WhenNear } from '../../components/WhenNear';
import s from './Reviews.module.css';

/** The chart's rows, best first. */
export const STARS = ['5', '4', '3', '2', '1'] as const;

/** The chart's shape while the ratings load. */
export function RatingBarsSkeleton() {
  return (
    <div aria-hidden="true">
      <p className={s.average}>
        <SkeletonLine width="short" />
      </p>
      <p className="muted small">
        <SkeletonLine width="shorter" />
      </p>
      <ul className={s.bars}>
        {STARS.map((star) => (
          <li key={star}>
            <SkeletonLine />
            <span className={s.track} />
            <SkeletonLine />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Product Reviews (the section and its heading, drawn by the page) and, until their code has
 * loaded as the reader nears them, the shape of the chart and the form in its body.
 */
export function ReviewsSection({ children }: { children: ReactNode }) {
  const skeleton = (
    <div className={s.top}>
      <RatingBarsSkeleton />
      <SkeletonBlock className={s.formSkeleton} />
    </div>
  );
  return (
    <section className={s.reviews} id="reviews" aria-labelledby="product-reviews">
      <h2 id="product-reviews">Product Reviews</h2>
      <WhenNear fallback={skeleton}>{children}</WhenNear>
    </section>
  );
}

import { useInfiniteQuery, useMutation, type UseQueryResult } from '@tanstack/react-query';
import { BadgeCheck, MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { WhenNear } from '../../components/WhenNear';
import { ApiError } from '../../api/client';
import { deleteReview, reviewChanged, reviewsQuery, type RatingsInfo, type ReviewResponse } from '../../api/shop';
import { EmptyResults, ListError } from '../../components/shop/ListStates';
import { RatingStars } from '../../components/shop/RatingStars';
import { SkeletonBlock, SkeletonLine } from '../../components/shop/Skeleton';
import { useSentinelRef } from '../../lib/sentinel';
import { REVIEWS_PER_STEP } from '../../lib/shop';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { fullDate } from '../../lib/relative-age';
import s from './Reviews.module.css';
import { RatingBarsSkeleton, STARS } from './ReviewsSection';

// The form brings react-hook-form, zod and the review schema: loaded once the page is live and the
// reader nears it.
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));
// Only a member's own review has Delete, and so the dialog that asks first.
const ConfirmDialog = lazy(() => import('../../components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

const when = (iso: string) => fullDate(new Date(iso));

/**
 * Product Reviews (inside the section the page draws): the 1 to 5 star chart, the member's own review (read-only until Edit; Delete
 * asks first) or the form to leave one, and Customer Reviews by infinite scroll.
 */
export function Reviews({ productId, ratings }: { productId: number; ratings: UseQueryResult<RatingsInfo> }) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const info = ratings.data;
  const own = user ? (info?.userReview ?? null) : null;
  const toast = useToast();
  const [shown, setShown] = useState(REVIEWS_PER_STEP);

  const settle = (review: ReviewResponse | null) => {
    setEditing(false);
    setShown(REVIEWS_PER_STEP);
    if (user) void reviewChanged(productId, user.id, review);
  };

  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useMutation({
    mutationFn: async () => {
      try {
        await deleteReview(productId);
      } catch (err) {
        // Already gone (deleted in another tab): the page catches up all the same.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    },
    onSuccess: () => {
      setConfirmingDelete(false);
      toast({ heading: 'Success', content: 'Your review has been deleted.' });
      settle(null);
    },
  });

  return (
    <>
      <div className={s.top}>
        <div>
          {ratings.isError ? (
            <ListError message="We could not load the ratings." onRetry={() => void ratings.refetch()} retrying={ratings.isFetching} />
          ) : info ? (
            <RatingBars info={info} />
          ) : (
            <RatingBarsSkeleton />
          )}
        </div>

        <div>
          {own && !editing ? (
            <section aria-labelledby="your-review" className={s.box}>
              <div className={s.ownHead}>
                <h3 id="your-review">Your Review</h3>
                <span className={s.ownActions}>
                  <button type="button" className="button button-secondary button-small" onClick={() => setEditing(true)}>
                    Edit
                  </button>
                  <button type="button" className="button button-ghost button-small" onClick={() => setConfirmingDelete(true)}>
                    Delete
                  </button>
                </span>
              </div>
              <ReviewBody review={own} />
              <Suspense fallback={null}>
                <ConfirmDialog
                  open={confirmingDelete}
                  onClose={() => setConfirmingDelete(false)}
                  title="Delete your review?"
                  confirmLabel="Delete review"
                  busyLabel="Deleting…"
                  variant="danger"
                  onConfirm={() => remove.mutateAsync()}
                >
                  <p>Your rating and review of this product are removed for good. You can write a new one at any time.</p>
                </ConfirmDialog>
              </Suspense>
            </section>
          ) : ratings.isPending ? (
            <SkeletonBlock className={s.formSkeleton} />
          ) : (
            <WhenNear fallback={<SkeletonBlock className={s.formSkeleton} />}>
              <ReviewForm
                key={own ? `edit-${own.id}-${own.updated_at}` : 'new'}
                productId={productId}
                existing={own}
                onSaved={settle}
                onCancel={own ? () => setEditing(false) : undefined}
              />
            </WhenNear>
          )}
        </div>
      </div>

      <ReviewList productId={productId} shown={shown} onStep={() => setShown((n) => n + REVIEWS_PER_STEP)} />
    </>
  );
}

/**
 * Customer Reviews: fetched 25 a call, shown 10 more at each scroll step (SPEC §9); the next call
 * goes out when the next step needs more than have come.
 */
function ReviewList({ productId, shown, onStep }: { productId: number; shown: number; onStep: () => void }) {
  const list = useInfiniteQuery(reviewsQuery(productId));
  const items = list.data?.pages.flat() ?? [];
  const visible = items.slice(0, shown);
  const more = shown < items.length || list.hasNextPage;
  const failedMore = list.isFetchNextPageError;
  const canStep = list.isSuccess && more && !list.isFetching && !failedMore;
  const step = () => {
    if (!canStep) return;
    onStep();
    if (shown + REVIEWS_PER_STEP > items.length && list.hasNextPage) void list.fetchNextPage();
  };
  const sentinel = useSentinelRef(canStep, visible.length, step);
  const waiting = list.isFetchingNextPage && shown > items.length;

  return (
    <section aria-labelledby="customer-reviews" className={s.listSection}>
      <h3 id="customer-reviews">Customer Reviews</h3>
      {list.isError && !failedMore ? (
        <ListError message="We could not load the reviews." onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.isSuccess && items.length === 0 ? (
        <EmptyResults icon={<MessageSquareText aria-hidden="true" size={32} strokeWidth={1.25} />}>No Reviews</EmptyResults>
      ) : (
        <ul className={s.list} aria-busy={list.isPending || waiting || undefined}>
          {visible.map((review) => (
            <li key={review.id} className={s.item}>
              <ReviewBody review={review} showAuthor />
            </li>
          ))}
          {(list.isPending || waiting) &&
            [0, 1].map((i) => (
              <li key={`skeleton-${i}`} className={`${s.item} ${s.itemSkeleton}`} aria-hidden="true">
                <SkeletonLine width="shorter" />
                <SkeletonLine />
                <SkeletonLine width="short" />
              </li>
            ))}
        </ul>
      )}
      <div ref={sentinel} className={s.sentinel} aria-hidden="true" />
      {failedMore && <ListError message="We could not load more reviews." onRetry={() => void list.fetchNextPage()} retrying={list.isFetchingNextPage} />}
      {canStep && (
        <p className={s.more}>
          <button type="button" className="button button-secondary" onClick={step}>
            More reviews
          </button>
        </p>
      )}
    </section>
  );
}



/** The 1 to 5 star chart with a count for each. */
function RatingBars({ info }: { info: RatingsInfo }) {
  const titleId = useId();
  return (
    <div>
      <p className={s.average}>
        <RatingStars rating={info.averageRating} totalRatings={info.total} size={20} />
        <span aria-hidden="true">{info.total ? `${Math.round(info.averageRating * 10) / 10} out of 5` : 'No ratings yet'}</span>
      </p>
      <p className="muted small" id={titleId}>
        {info.total === 1 ? '1 rating' : `${info.total} ratings`}
      </p>
      <ul className={s.bars} aria-label="Ratings by stars" aria-describedby={titleId}>
        {STARS.map((star) => {
          const n = info.counts[star];
          return (
            <li key={star}>
              <span>{star === '1' ? '1 star' : `${star} stars`}</span>
              <span className={s.track} aria-hidden="true">
                <span className={s.fill} style={{ width: `${info.total ? (n / info.total) * 100 : 0}%` }} />
              </span>
              <span className={s.barCount}>
                {n}
                <span className="visually-hidden">{n === 1 ? ' rating' : ' ratings'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewBody({ review, showAuthor = false }: { review: ReviewResponse; showAuthor?: boolean }) {
  return (
    <article>
      <header className={s.head}>
        <RatingStars rating={review.rating} size={16} />
        {review.title && <h4 className={s.reviewTitle}>{review.title}</h4>}
      </header>
      {review.body && <p className={s.text}>{review.body}</p>}
      <p className={s.meta}>
        {showAuthor && <span className={review.username ? s.author : s.deleted}>{review.username ?? 'A deleted member'}</span>}
        {showAuthor && ' · '}
        <time dateTime={review.updated_at}>{when(review.updated_at)}</time>
        {review.updated_at !== review.created_at && <span className="muted"> (edited)</span>}
        {review.verified_purchase && (
          <span className={s.verified}>
            <BadgeCheck aria-hidden="true" size={15} />
            Verified purchase
          </span>
        )}
      </p>
    </article>
  );
}

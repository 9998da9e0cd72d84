import { MessageSquareText } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { deleteReview, getReviews, type RatingsInfo, type ReviewResponse } from '../../api/shop';
import { ListError } from '../../components/shop/ListStates';
import { RatingStars } from '../../components/shop/RatingStars';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Spinner } from '../../components/ui/Spinner';
import { REVIEWS_PER_CALL } from '../../lib/shop';
import { useSentinel, type LoadState } from '../../lib/use-load';
import { usePaged } from '../../lib/use-paged';
import { useAuth } from '../../state/auth';
import { useToast } from '../../state/toast';
import { ReviewForm } from './ReviewForm';

type Ratings = LoadState<RatingsInfo> & { retry: () => void };

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Product Reviews: the 1 to 5 star chart, the member's own review (read-only until Edit; Delete
 * asks first) or the form to leave one, and Customer Reviews by infinite scroll, 25 a call.
 */
export function Reviews({ productId, ratings, info }: { productId: number; ratings: Ratings; info: RatingsInfo | undefined }) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const list = usePaged(String(productId), (offset, signal) => getReviews(productId, offset, REVIEWS_PER_CALL, { signal }).then((r) => r.reviews), REVIEWS_PER_CALL);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = list.status === 'idle' && !list.done && list.items.length > 0;
  useSentinel(sentinel, canLoadMore, list.items.length, list.loadMore);

  // The review just saved (or null: just deleted) shows at once, while the ratings reload.
  const [changed, setChanged] = useState<{ userId: number; productId: number; review: ReviewResponse | null } | null>(null);
  const mine = user && changed?.userId === user.id && changed.productId === productId ? changed : null;
  const own = user ? (mine ? mine.review : (info?.userReview ?? null)) : null;
  const settle = (review: ReviewResponse | null) => {
    if (user) setChanged({ userId: user.id, productId, review });
    ratings.retry();
    setEditing(false);
    list.reset();
  };
  const toast = useToast();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = async () => {
    try {
      await deleteReview(productId);
    } catch (err) {
      // Already gone (deleted in another tab): the page catches up all the same.
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
    setConfirmingDelete(false);
    toast({ heading: 'Success', content: 'Your review has been deleted.' });
    settle(null);
  };

  return (
    <section className="product-section reviews" id="reviews" aria-labelledby="product-reviews">
      <h2 id="product-reviews">Product Reviews</h2>
      <div className="reviews-top">
        <div className="reviews-summary">
          {ratings.status === 'error' && !info ? (
            <ListError what="ratings" onRetry={ratings.retry} />
          ) : info ? (
            <RatingBars info={info} />
          ) : (
            <div className="rating-bars-skeleton" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((i) => (
                <span key={i} className="skeleton skeleton-line" />
              ))}
            </div>
          )}
        </div>

        <div className="reviews-own">
          {own && !editing ? (
            <section aria-labelledby="your-review" className="own-review">
              <div className="own-review-head">
                <h3 id="your-review">Your Review</h3>
                <span className="own-review-actions">
                  <button type="button" className="button button-secondary button-small" onClick={() => setEditing(true)}>
                    Edit
                  </button>
                  <button type="button" className="button button-ghost button-small" onClick={() => setConfirmingDelete(true)}>
                    Delete
                  </button>
                </span>
              </div>
              <ReviewBody review={own} />
              <ConfirmDialog
                open={confirmingDelete}
                onClose={() => setConfirmingDelete(false)}
                title="Delete your review?"
                confirmLabel="Delete review"
                busyLabel="Deleting…"
                variant="danger"
                onConfirm={remove}
              >
                <p>Your rating and review of this product are removed for good. You can write a new one at any time.</p>
              </ConfirmDialog>
            </section>
          ) : ratings.status === 'loading' && !info ? (
            <p className="muted">
              <Spinner size={16} /> Loading your review…
            </p>
          ) : (
            <ReviewForm
              key={own ? `edit-${own.id}-${own.updated_at}` : 'new'}
              productId={productId}
              existing={own}
              onSaved={settle}
              onCancel={own ? () => setEditing(false) : undefined}
            />
          )}
        </div>
      </div>

      <section aria-labelledby="customer-reviews" className="review-list-section">
        <h3 id="customer-reviews">Customer Reviews</h3>
        {list.status === 'error' && list.items.length === 0 ? (
          <ListError what="reviews" onRetry={list.retry} />
        ) : list.status === 'idle' && list.items.length === 0 ? (
          <div className="empty-state reviews-empty">
            <MessageSquareText aria-hidden="true" size={32} strokeWidth={1.25} />
            <p>No Reviews</p>
          </div>
        ) : (
          <ul className="review-list" aria-busy={list.status === 'loading' || undefined}>
            {list.items.map((review) => (
              <li key={review.id} className="review">
                <ReviewBody review={review} showAuthor />
              </li>
            ))}
            {list.status === 'loading' &&
              [0, 1].map((i) => (
                <li key={`skeleton-${i}`} className="review review-skeleton" aria-hidden="true">
                  <span className="skeleton skeleton-line skeleton-short" />
                  <span className="skeleton skeleton-line" />
                  <span className="skeleton skeleton-line" />
                </li>
              ))}
          </ul>
        )}
        <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" />
        {list.status === 'error' && list.items.length > 0 && <ListError what="more reviews" onRetry={list.retry} />}
        {canLoadMore && (
          <p className="load-more">
            <button type="button" className="button button-secondary" onClick={list.loadMore}>
              More reviews
            </button>
          </p>
        )}
      </section>
    </section>
  );
}

/** The 1 to 5 star chart with a count for each. */
function RatingBars({ info }: { info: RatingsInfo }) {
  const titleId = useId();
  return (
    <div className="rating-bars-wrap">
      <p className="reviews-average">
        <RatingStars rating={info.averageRating} totalRatings={info.total} size={20} />
        <span aria-hidden="true">{info.total ? `${Math.round(info.averageRating * 10) / 10} out of 5` : 'No ratings yet'}</span>
      </p>
      <p className="muted small" id={titleId}>
        {info.total === 1 ? '1 rating' : `${info.total} ratings`}
      </p>
      <ul className="rating-bars" aria-labelledby={titleId}>
        {(['5', '4', '3', '2', '1'] as const).map((star) => {
          const n = info.counts[star];
          return (
            <li key={star}>
              <span className="rating-bars-label">{star === '1' ? '1 star' : `${star} stars`}</span>
              <span className="rating-bars-track" aria-hidden="true">
                <span className="rating-bars-fill" style={{ width: `${info.total ? (n / info.total) * 100 : 0}%` }} />
              </span>
              <span className="rating-bars-count">
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
    <article className="review-body">
      <header className="review-head">
        <RatingStars rating={review.rating} size={16} />
        {review.title && <h4 className="review-title">{review.title}</h4>}
      </header>
      {review.body && <p className="review-text">{review.body}</p>}
      <p className="review-meta">
        {showAuthor && <span className={review.username ? 'review-author' : 'review-author is-deleted'}>{review.username ?? 'A deleted member'}</span>}
        {showAuthor && ' · '}
        <time dateTime={review.updated_at}>{when(review.updated_at)}</time>
        {review.updated_at !== review.created_at && <span className="muted"> (edited)</span>}
      </p>
    </article>
  );
}

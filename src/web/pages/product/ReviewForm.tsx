import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { submitReview, type ReviewResponse } from '../../api/shop';
import { StarInput } from '../../components/shop/StarInput';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { RATING_REQUIRED, reviewPayload } from '../../lib/shop';
import { useAuth } from '../../state/auth';
import { useLoginModal } from '../../state/login-modal';
import { useToast } from '../../state/toast';

interface ReviewFormProps {
  productId: number;
  /** The member's review when editing it. */
  existing: ReviewResponse | null;
  onSaved: (review: ReviewResponse) => void;
  /** Offered while editing: back to the read-only review. */
  onCancel?: () => void;
}

interface Errors {
  rating?: string;
  title?: string;
  text?: string;
  form?: string;
}

const first = (list: string[] | undefined) => list?.[0];

/**
 * Leave a Review / Edit Review (SPEC §5 Review): a rating is required; a blank title or text is
 * sent as absent. A visitor's submit opens the login modal and sends nothing.
 */
export function ReviewForm({ productId, existing, onSaved, onCancel }: ReviewFormProps) {
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const toast = useToast();
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.body ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const stars = useRef<HTMLFieldSetElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!user) {
      loginModal.open();
      return;
    }
    if (!rating) {
      setErrors({ rating: RATING_REQUIRED });
      stars.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { review } = await submitReview(reviewPayload(productId, rating, title, text));
      toast({ heading: 'Success', content: existing ? 'Your review has been updated.' : 'Your review has been posted.' });
      onSaved(review);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        loginModal.open();
      } else if (err instanceof ApiError) {
        const f = err.fieldErrors;
        const fields = { rating: first(f.review_rating), title: first(f.title), text: first(f.review_text) };
        setErrors({ ...fields, form: fields.rating || fields.title || fields.text ? undefined : err.message });
      } else {
        setErrors({ form: errorMessage(err) });
      }
    } finally {
      setBusy(false);
    }
  };

  const heading = existing ? 'Edit Review' : 'Leave a Review';
  return (
    <form className="form review-form" aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {errors.form && (
        <div className="form-error" role="alert">
          <p>{errors.form}</p>
        </div>
      )}
      <StarInput
        ref={stars}
        legend="Your rating"
        value={rating}
        error={errors.rating}
        onChange={(n) => {
          setRating(n);
          setErrors((er) => ({ ...er, rating: undefined }));
        }}
      />
      <TextField
        label="Title (optional)"
        name="title"
        maxLength={200}
        autoComplete="off"
        value={title}
        error={errors.title}
        onChange={(e) => {
          setTitle(e.target.value);
          setErrors((er) => ({ ...er, title: undefined }));
        }}
      />
      <div className={`field${errors.text ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-text`}>Review (optional)</label>
        <textarea
          id={`${id}-text`}
          name="review_text"
          rows={5}
          maxLength={5000}
          placeholder="Write a review for this product..."
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${id}-text-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setErrors((er) => ({ ...er, text: undefined }));
          }}
        />
        {errors.text && (
          <p id={`${id}-text-error`} className="field-error">
            {errors.text}
          </p>
        )}
      </div>
      <div className="actions">
        <Button type="submit" busy={busy}>
          Submit Review
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { ReviewBody } from '../../../modules/shop/schemas';
import { ApiError } from '../../api/client';
import { submitReview, type ReviewResponse } from '../../api/shop';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { StarInput } from '../../components/shop/StarInput';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { reviewPayload } from '../../lib/shop';
import { useAuth } from '../../state/auth';
import { useLoginModal } from '../../state/login-modal';
import s from './ReviewForm.module.css';

/** The form's part of the server's schema: the product comes from the page. */
const ReviewFields = ReviewBody.omit({ parent_sku: true });

interface ReviewFormProps {
  productId: number;
  /** The member's review when editing it. */
  existing: ReviewResponse | null;
  onSaved: (review: ReviewResponse) => void;
  /** Offered while editing: back to the read-only review. */
  onCancel?: () => void;
}

/**
 * Leave a Review / Edit Review (SPEC §5 Review): a rating is required; a blank title or text is
 * sent as absent. A visitor's submit opens the login modal and sends nothing. Each error shows once:
 * a field's under the field, anything else above the form.
 */
export function ReviewForm({ productId, existing, onSaved, onCancel }: ReviewFormProps) {
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const id = useId();
  const form = useZodForm(ReviewFields, {
    defaultValues: { review_rating: existing?.rating ?? 0, title: existing?.title ?? '', review_text: existing?.body ?? '' },
  });
  const { errors } = form.formState;
  const rating = useController({ control: form.control, name: 'review_rating' });

  const save = useMutation({
    mutationFn: (values: { review_rating: number; title: string | null; review_text: string | null }) =>
      submitReview(reviewPayload(productId, values.review_rating, values.title ?? '', values.review_text ?? '')),
    onSuccess: ({ review }) => onSaved(review),
  });
  const submit = useFormSubmit(form, (values) => save.mutateAsync(values), {
    onError: (err) => {
      // Signed out meanwhile: the login modal says so; the form keeps what was written.
      if (err instanceof ApiError && err.status === 401) {
        submit.setFormError(null);
        loginModal.open();
      }
    },
  });

  const heading = existing ? 'Edit Review' : 'Leave a Review';
  return (
    <form
      className={`form ${s.form}`}
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(e) => {
        if (!user) {
          e.preventDefault();
          loginModal.open();
          return;
        }
        void submit.onSubmit(e);
      }}
    >
      <h3 id={`${id}-heading`}>{heading}</h3>
      {submit.formError && (
        <div className="form-error" role="alert">
          <p>{submit.formError}</p>
        </div>
      )}
      <StarInput
        ref={(el) => rating.field.ref(el ? { focus: () => el.querySelector('input')?.focus() } : null)}
        legend="Your rating"
        value={rating.field.value}
        error={rating.fieldState.error?.message}
        onChange={(n) => {
          rating.field.onChange(n);
          form.clearErrors('review_rating');
        }}
      />
      <TextField label="Title (optional)" autoComplete="off" maxLength={200} error={errors.title?.message} {...form.field('title')} />
      <TextAreaField
        label="Review (optional)"
        rows={5}
        maxLength={5000}
        placeholder="Write a review for this product..."
        error={errors.review_text?.message}
        {...form.field('review_text')}
      />
      <div className="actions">
        <Button type="submit" busy={submit.submitting}>
          Submit Review
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={submit.submitting}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

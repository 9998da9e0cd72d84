import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { ContactBody } from '../../../modules/shop/schemas';
import { errorMessage } from '../../api/client';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { useToast } from '../../state/toast';
import { Button } from '../ui/Button';
import { EmailField, TextField } from '../ui/TextField';
import styles from './ContactForm.module.css';
import { sendContactMessage } from './inbox-api';
import { TextAreaField } from './TextAreaField';

/** SPEC §8 "Contact": both toasts stay 2500 ms. */
export const CONTACT_TOAST_DELAY = 2500;
export const CONTACT_SUCCESS = { heading: 'Thank You!', content: 'Your message has been received.' };

interface ContactFormProps {
  /** The form's heading (an h2); without one, name the form with `label`. */
  heading?: string;
  /** The accessible name when there is no visible heading. */
  label?: string;
  intro?: string;
  /** A subject filled in to start with (the returns page: 'Return request'). */
  subject?: string;
  submitLabel?: string;
}

/**
 * The 'Send Us a Message' form (SPEC §2 "Other screens", §5, §8), on /contact and /shop/returns,
 * checked by the API's own schema (ContactBody: email and message required, a valid email).
 * Fields check on blur, typing clears a field's error, and Send stays disabled while any error
 * shows or the message is on its way. Success thanks the sender and clears the form; a failure
 * is SPEC §8's toast (the server's message), and its field errors go under the fields.
 */
export function ContactForm({ heading, label, intro, subject = '', submitLabel = 'Send Message' }: ContactFormProps) {
  const toast = useToast();
  const headingId = useId();
  const form = useZodForm(ContactBody, { defaultValues: { first_name: '', last_name: '', email: '', phone: '', subject, message: '' } });
  const { errors } = form.formState;

  const send = useMutation({ mutationFn: sendContactMessage });
  const { onSubmit, submitting } = useFormSubmit(
    form,
    async (values) => {
      await send.mutateAsync(values);
      toast({ ...CONTACT_SUCCESS, delay: CONTACT_TOAST_DELAY });
      form.reset();
    },
    { onError: (err) => toast({ content: errorMessage(err), delay: CONTACT_TOAST_DELAY }) },
  );

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      aria-busy={submitting || undefined}
    >
      {(heading || intro) && (
        <div>
          {heading && (
            <h2 id={headingId} className={styles.title}>
              {heading}
            </h2>
          )}
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
      )}
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...form.field('last_name')} />
      </div>
      <div className={styles.row}>
        <EmailField
          label="Email"
          placeholder="name@example.com"
          required
          error={errors.email?.message}
          {...form.field('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 555-5555" error={errors.phone?.message} {...form.field('phone')} />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...form.field('subject')} />
      <TextAreaField label="Message" required error={errors.message?.message} {...form.field('message')} />
      <div className={styles.footer}>
        <Button type="submit" busy={submitting} disabled={Object.keys(errors).length > 0}>
          {!submitting && <Send aria-hidden="true" size={18} />}
          {submitting ? 'Sending…' : submitLabel}
        </Button>
        <p className={styles.hint}>Email and message are required.</p>
      </div>
    </form>
  );
}

import { Send } from 'lucide-react';
import { useId } from 'react';
import { ContactBody } from '../../../modules/shop/schemas';
import { errorMessage } from '../../api/client';
import { useForm } from '../../lib/use-form';
import { required, schemaCheck } from '../../lib/validation';
import { useToast } from '../../state/toast';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { TextAreaField } from './TextAreaField';
import { sendContactMessage, type ContactInput } from './inbox-api';

/** SPEC §8 "Contact": both toasts stay 2500 ms. */
export const CONTACT_TOAST_DELAY = 2500;
export const CONTACT_SUCCESS = { heading: 'Thank You!', content: 'Your message has been received.' };

// The API's own rules, so the browser and the server say the same thing (SPEC §5: email and
// message required; a valid email).
const shape = ContactBody.shape;
const CHECKS = {
  first_name: [schemaCheck(shape.first_name)],
  last_name: [schemaCheck(shape.last_name)],
  email: [required, schemaCheck(shape.email)],
  phone: [schemaCheck(shape.phone)],
  subject: [schemaCheck(shape.subject)],
  message: [required, schemaCheck(shape.message)],
};

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
 * The 'Send Us a Message' form (SPEC §2 "Other screens", §5, §8), on /contact and /shop/returns.
 * Fields check on blur, typing clears a field's error, and Send stays disabled while any error
 * shows or the message is on its way. Success thanks the sender and clears the form; a failure
 * toasts the server's message and puts its field errors on the fields.
 */
export function ContactForm({ heading, label, intro, subject = '', submitLabel = 'Send Message' }: ContactFormProps) {
  const toast = useToast();
  const headingId = useId();
  const initial: ContactInput = { first_name: '', last_name: '', email: '', phone: '', subject, message: '' };
  const form = useForm(initial, CHECKS);

  const submit = form.handleSubmit(
    async (values) => {
      await sendContactMessage(values);
      toast({ ...CONTACT_SUCCESS, delay: CONTACT_TOAST_DELAY });
      form.reset();
    },
    { onError: (err) => toast({ content: errorMessage(err), delay: CONTACT_TOAST_DELAY }) },
  );

  return (
    <form
      className="form contact-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      aria-busy={form.submitting || undefined}
    >
      {(heading || intro) && (
        <div>
          {heading && (
            <h2 id={headingId} className="form-title">
              {heading}
            </h2>
          )}
          {intro && <p className="form-intro">{intro}</p>}
        </div>
      )}
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" {...form.bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.bind('last_name')} />
      </div>
      <div className="form-row">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@example.com"
          required
          {...form.bind('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 555-5555" {...form.bind('phone')} />
      </div>
      <TextField label="Subject" {...form.bind('subject')} />
      <TextAreaField
        label="Message"
        name="message"
        required
        value={form.values.message}
        error={form.errors.message}
        onChange={(e) => form.change('message', e.target.value)}
        onBlur={() => form.blur('message')}
      />
      <div className="form-footer">
        <Button type="submit" busy={form.submitting} disabled={form.hasErrors}>
          {!form.submitting && <Send aria-hidden="true" size={18} />}
          {form.submitting ? 'Sending…' : submitLabel}
        </Button>
        <p className="field-hint">Email and message are required.</p>
      </div>
    </form>
  );
}

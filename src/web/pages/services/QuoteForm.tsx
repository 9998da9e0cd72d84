import { useMutation } from '@tanstack/react-query';
import { MessageSquarePlus, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { QuoteBody, type ServiceEntry } from '../../../modules/shop/schemas';
import { errorMessage } from '../../api/client';
import { requestQuote } from '../../components/forms/inbox-api';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { Button } from '../../components/ui/Button';
import { EmailField, TextField } from '../../components/ui/TextField';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { useToast } from '../../state/toast';
import styles from './QuoteForm.module.css';

/** SPEC §8 "Quote": success for 5 s, failure for 2.5 s. */
export const QUOTE_SUCCESS = { heading: 'Request Received!', content: "We've sent a confirmation email to the address you provided.", delay: 5000 };
const QUOTE_FAILURE_DELAY = 2500;

export const quoteSubject = (service: Pick<ServiceEntry, 'title'>) => `Estimate requested: ${service.title}`;
export const quotePlaceholder = (service: Pick<ServiceEntry, 'title'>) => `Hello, I'd like to hear more about this service: ${service.title.toLowerCase()}.`;

/**
 * The server's rules for what the visitor types. The message is a field only once 'Add a message'
 * has shown it (until then it is absent, and the placeholder is sent); shown, it is required.
 */
const QuoteFields = z.object({ email: QuoteBody.shape.email, message: QuoteBody.shape.message.optional() });

/**
 * A service's inline estimate request (SPEC §2 "Services page"): an email, the fixed subject, and
 * a message that appears after 'Add a message'. Errors show under their fields only; a failed send
 * is the toast SPEC §8 names.
 */
export function QuoteForm({ service, id, onSent }: { service: ServiceEntry; id: string; onSent: () => void }) {
  const toast = useToast();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const form = useZodForm(QuoteFields, { defaultValues: { email: '' } });
  const { errors } = form.formState;
  const subject = quoteSubject(service);
  const placeholder = quotePlaceholder(service);

  const send = useMutation({ mutationFn: requestQuote });
  const { onSubmit, submitting } = useFormSubmit(
    form,
    async (values) => {
      await send.mutateAsync({ email: values.email, subject, message: values.message ?? placeholder, service_key: service.key });
      toast(QUOTE_SUCCESS);
      form.reset();
      onSent();
    },
    { onError: (err) => toast({ content: errorMessage(err), delay: QUOTE_FAILURE_DELAY }) },
  );

  return (
    <form id={id} className={`form ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby={headingId} aria-busy={submitting || undefined}>
      <h3 id={headingId} className={styles.title}>
        Request an estimate
      </h3>
      <EmailField
        label="Email"
        placeholder="name@example.com"
        required
        error={errors.email?.message}
        {...form.field('email')}
      />
      <TextField label="Subject" name="subject" value={subject} readOnly />
      {open ? (
        <TextAreaField label="Message" required autoFocus rows={5} placeholder={placeholder} error={errors.message?.message} {...form.field('message')} />
      ) : (
        <div>
          {/* Pressing it must not blur the email first: a 'required' message appearing above would move the button from under the pointer. */}
          <Button variant="ghost" className={`button-small ${styles.addMessage}`} onMouseDown={(e) => e.preventDefault()} onClick={() => setOpen(true)}>
            <MessageSquarePlus aria-hidden="true" size={18} />
            Add a message
          </Button>
        </div>
      )}
      <div className={styles.footer}>
        <Button type="submit" busy={submitting} disabled={Object.keys(errors).length > 0}>
          {!submitting && <Send aria-hidden="true" size={18} />}
          {submitting ? 'Sending…' : 'Send Request'}
        </Button>
      </div>
    </form>
  );
}

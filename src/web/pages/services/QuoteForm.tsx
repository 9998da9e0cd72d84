import { MessageSquarePlus, Send } from 'lucide-react';
import { useId } from 'react';
import { QuoteBody, type ServiceEntry } from '../../../modules/shop/schemas';
import { errorMessage } from '../../api/client';
import { requestQuote } from '../../components/forms/inbox-api';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useForm } from '../../lib/use-form';
import { required, schemaCheck, type Check } from '../../lib/validation';
import { useToast } from '../../state/toast';

/** SPEC §8 "Quote": success for 5 s, failure for 2.5 s. */
export const QUOTE_SUCCESS = { heading: 'Request Received!', content: "We've sent a confirmation email to the address you provided.", delay: 5000 };
const QUOTE_FAILURE_DELAY = 2500;

export const quoteSubject = (service: Pick<ServiceEntry, 'title'>) => `Estimate requested: ${service.title}`;
export const quotePlaceholder = (service: Pick<ServiceEntry, 'title'>) => `Hello, I'd like to hear more about this service: ${service.title.toLowerCase()}.`;

/** The message is checked only once the visitor has opened it; until then the placeholder is sent. */
const whenOpen =
  (...checks: Check[]): Check =>
  (value, values) => {
    if (!values.open) return null;
    for (const check of checks) {
      const message = check(value, values);
      if (message) return message;
    }
    return null;
  };

const CHECKS = {
  email: [required, schemaCheck(QuoteBody.shape.email)],
  message: [whenOpen(required, schemaCheck(QuoteBody.shape.message))],
};

/**
 * A service's inline estimate request (SPEC §2 "Services page"): an email, the fixed subject, and
 * a message that appears after 'Add a message'. Sent unopened, the message is the placeholder.
 */
export function QuoteForm({ service, id, onSent }: { service: ServiceEntry; id: string; onSent: () => void }) {
  const toast = useToast();
  const headingId = useId();
  // `open` is not a field: it records whether the message box is showing.
  const form = useForm({ email: '', message: '', open: '' }, CHECKS);
  const open = form.values.open === '1';
  const subject = quoteSubject(service);
  const placeholder = quotePlaceholder(service);

  const submit = form.handleSubmit(
    async (values) => {
      await requestQuote({
        email: values.email.trim(),
        subject,
        message: values.open ? values.message : placeholder,
        service_key: service.key,
      });
      toast(QUOTE_SUCCESS);
      form.reset();
      onSent();
    },
    { onError: (err) => toast({ content: errorMessage(err), delay: QUOTE_FAILURE_DELAY }) },
  );

  return (
    <form id={id} className="form quote-form" onSubmit={submit} noValidate aria-labelledby={headingId} aria-busy={form.submitting || undefined}>
      <h3 id={headingId} className="quote-form-title">
        Request an estimate
      </h3>
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
      <TextField label="Subject" name="subject" value={subject} readOnly />
      {open ? (
        <TextAreaField
          label="Message"
          name="message"
          required
          autoFocus
          rows={5}
          placeholder={placeholder}
          value={form.values.message}
          error={form.errors.message}
          onChange={(e) => form.change('message', e.target.value)}
          onBlur={() => form.blur('message')}
        />
      ) : (
        <div>
          {/* Pressing it must not blur the email first: a 'required' message appearing above would move the button from under the pointer. */}
          <Button variant="ghost" className="button-small add-message" onMouseDown={(e) => e.preventDefault()} onClick={() => form.change('open', '1')}>
            <MessageSquarePlus aria-hidden="true" size={18} />
            Add a message
          </Button>
        </div>
      )}
      <div className="form-footer">
        <Button type="submit" busy={form.submitting} disabled={form.hasErrors}>
          {!form.submitting && <Send aria-hidden="true" size={18} />}
          {form.submitting ? 'Sending…' : 'Send Request'}
        </Button>
      </div>
    </form>
  );
}

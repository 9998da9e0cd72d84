import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formFailure } from './form-errors';
import { validate, type Check } from './validation';

export interface SubmitOptions {
  /** The message when no response came (SPEC §8: 'A network error occurred while attempting …'). */
  networkMessage?: string;
  /** Called after a failure has been shown on the form (for a toast, or to act on the error code). */
  onError?: (err: unknown) => void;
}

/**
 * The SPEC §5 form rules in one place: fields validate on blur, typing in a field clears its
 * error, submit runs every check first and refuses while any error shows, and the form is busy
 * while the request runs. A failure merges the server's field errors and shows its message.
 */
export function useForm<F extends string>(initial: Record<F, string>, checks: Partial<Record<F, Check[]>>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second submit (double click, Enter twice) before React re-renders must not send twice.
  const busy = useRef(false);
  const fields = Object.keys(initial) as F[];

  const change = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const blur = (field: F) => {
    const message = validate(values, { [field]: checks[field] } as Partial<Record<F, Check[]>>)[field];
    setErrors((e) => (message ? { ...e, [field]: message } : e));
  };

  /** Shows a failure: the server's field errors on their fields, and the form message. */
  const fail = (err: unknown, networkMessage?: string) => {
    const { fieldErrors, message } = formFailure(err, fields, networkMessage);
    setErrors((e) => ({ ...e, ...fieldErrors }));
    setFormError(message);
  };

  const handleSubmit =
    (action: (values: Record<F, string>) => Promise<void>, opts: SubmitOptions = {}) =>
    async (e: FormEvent) => {
      e.preventDefault();
      if (busy.current) return;
      const found = validate(values, checks);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      busy.current = true;
      setSubmitting(true);
      setFormError(null);
      try {
        await action(values);
      } catch (err) {
        fail(err, opts.networkMessage);
        opts.onError?.(err);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    };

  /** The props a TextField needs for one field. */
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, e.target.value),
    onBlur: () => blur(field),
  });

  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return {
    values,
    errors,
    formError,
    submitting,
    hasErrors: Object.keys(errors).length > 0,
    change,
    blur,
    bind,
    fail,
    reset,
    setFormError,
    handleSubmit,
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { shownFailure } from './form-errors';

/** `defaultValue` for a field whose default is text. */
function textDefault(defaults: unknown, name: string): { defaultValue?: string } {
  const value = defaults && typeof defaults === 'object' ? (defaults as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? { defaultValue: value } : {};
}

/**
 * A react-hook-form form validated by a zod schema shared with the server, with SPEC §5's rules:
 * a field validates when it loses focus, typing clears its error, and submit validates everything
 * and sends nothing while an error shows.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), mode: 'onBlur', reValidateMode: 'onBlur', ...options });
  /**
   * register() that also clears the field's error as the member types. `deps` names fields checked
   * again when this one loses focus, if they show an error (a confirmation field, so 'do not match'
   * goes once the two agree); a dep not yet filled in is left alone.
   */
  const field = (name: Path<z.input<S>>, opts: { deps?: Array<Path<z.input<S>>> } = {}) => ({
    ...form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
      onBlur: () => {
        const shown = (opts.deps ?? []).filter((dep) => form.getFieldState(dep).error);
        if (shown.length) void form.trigger(shown);
      },
    }),
    // A text field's starting value is in the server's HTML too, not set only once the scripts run
    // (react-hook-form fills registered fields when they mount).
    ...textDefault(options.defaultValues, name),
  });
  return { ...form, field };
}

export interface SubmitOptions {
  /** The message when no response came (SPEC §8: 'A network error occurred while attempting …'). */
  networkMessage?: string;
  /** Called after a failure has been shown on the form (to act on the error code, say). */
  onError?: (err: unknown) => void;
  /**
   * Where SPEC §8 names a toast for a form's failure (registration): the form-level message goes
   * to this instead of the form, so it shows once. Field errors still go under their fields.
   */
  onFormError?: (message: string) => void;
}

/**
 * Sends a valid form with `action`: while it runs the form is busy; a failure puts the server's
 * field errors under their fields, or else its message once, as the form's error (SPEC §8).
 */
export function useFormSubmit<T extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<T, unknown, Out>,
  action: (values: Out) => Promise<unknown>,
  opts: SubmitOptions = {},
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
    } catch (err) {
      const fields = Object.keys(form.getValues()) as Array<Path<T>>;
      const { fieldErrors, message } = shownFailure(err, fields, opts.networkMessage);
      for (const [name, text] of Object.entries(fieldErrors) as Array<[Path<T>, string]>) form.setError(name, { type: 'server', message: text });
      if (message !== null && opts.onFormError) opts.onFormError(message);
      else setFormError(message);
      opts.onError?.(err);
    }
  });
  /** True while any field shows an error: submit stays disabled until typing clears it (SPEC §5). */
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return { onSubmit, formError, setFormError, submitting: form.formState.isSubmitting, hasErrors };
}

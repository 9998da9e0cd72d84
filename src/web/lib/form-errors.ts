import { ApiError } from '../api/client';

export const FORM_ERROR = 'An error has occurred.';

export interface FormFailure<F extends string> {
  /** The first server message for each of the form's own fields. */
  fieldErrors: Partial<Record<F, string>>;
  /** The form message: the server's message, the network message, or the error's text. */
  message: string;
}

/**
 * SPEC §8 "Form submit failure": with a response, data.errors merge into the fields and
 * data.message is the form message; with no response, the form's own network message (or the
 * client's); otherwise the error's text, or 'An error has occurred.'.
 */
export function formFailure<F extends string>(err: unknown, fields: readonly F[], networkMessage?: string): FormFailure<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  if (err instanceof ApiError) {
    if (err.isNetworkError) return { fieldErrors, message: networkMessage ?? err.message };
    for (const f of fields) {
      const first = err.fieldErrors[f]?.[0];
      if (first) fieldErrors[f] = first;
    }
    return { fieldErrors, message: err.message };
  }
  return { fieldErrors, message: err instanceof Error && err.message ? err.message : FORM_ERROR };
}

/**
 * What a form shows of a failure, each error once: the server's field errors under their fields
 * and, only when none of them landed on a field, the form message. ('Please correct the highlighted
 * fields.' above errors that already sit under the fields would say the same thing twice.)
 */
export function shownFailure<F extends string>(err: unknown, fields: readonly F[], networkMessage?: string): { fieldErrors: Partial<Record<F, string>>; message: string | null } {
  const failure = formFailure(err, fields, networkMessage);
  return Object.keys(failure.fieldErrors).length ? { fieldErrors: failure.fieldErrors, message: null } : failure;
}

/** The error body's code, when the failure came from the API. */
export const errorCode = (err: unknown): string | undefined => (err instanceof ApiError ? err.code : undefined);

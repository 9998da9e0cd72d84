import { useCallback } from 'react';
import { defaultI18nProvider, useNotify, useRedirect, type HttpError, type I18nProvider, type RaRecord, type RedirectionSideEffect } from 'react-admin';

/** SPEC §8 "Records toasts" and the generic failure, in place of react-admin's English defaults. */
const OVERRIDES: Record<string, (count: number) => string> = {
  'ra.notification.created': () => 'Record created',
  'ra.notification.updated': (n) => (n > 1 ? `${n} records updated` : 'Record updated'),
  'ra.notification.deleted': (n) => (n > 1 ? `${n} records deleted` : 'Record deleted'),
  'ra.notification.http_error': () => 'We could not complete your request.',
  // SPEC §5: a required field left blank.
  'ra.validation.required': () => 'This field is required.',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const override = OVERRIDES[key];
    return override ? override(Number(options?.smart_count ?? 1)) : defaultI18nProvider.translate(key, options);
  },
};

/** The server's own words ({ message }) when it gave some, else the generic failure. */
export function failureMessage(error: unknown): string {
  const { body, message } = (error ?? {}) as { body?: { message?: unknown }; message?: unknown };
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (typeof message === 'string' && message) return message;
  return 'We could not complete your request.';
}

/**
 * The failure toast for a create or an update (SPEC §8), for a resource's
 * `mutationOptions={{ onError }}`. Field errors stay on the form instead.
 */
export function useRecordFailureNotify(action: 'create' | 'update') {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const fieldErrors = (error as Partial<HttpError> | null)?.body?.errors;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) return;
      notify(action === 'create' ? 'Unable to create this record.' : 'Unable to update this record.', { type: 'error' });
    },
    [notify, action],
  );
}


/**
 * The success toast for a create or an update ('Record created' / 'Record updated' under the
 * heading Success), then the redirect react-admin would have made, for `mutationOptions.onSuccess`.
 */
export function useRecordSuccess(action: 'create' | 'update', resource: string, redirectTo: RedirectionSideEffect) {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (data: RaRecord) => {
      // 'Success' on its own line above the message, as SPEC §8's record toasts read.
      notify(`Success\n${action === 'create' ? 'Record created' : 'Record updated'}`, { type: 'success', multiLine: true });
      if (redirectTo !== false) redirect(redirectTo, resource, data.id, data);
    },
    [notify, redirect, action, resource, redirectTo],
  );
}

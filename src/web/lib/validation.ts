export const REQUIRED = 'This field is required.';

/** A field check: the message to show, or null when the value is fine. */
export type Check = (value: string) => string | null;

/** Blank or whitespace-only gives 'This field is required.' */
export const required: Check = (value) => (value.trim() === '' ? REQUIRED : null);

/** Runs every field's checks; returns only the fields that failed, with their first message. */
export function validate<F extends string>(values: Record<F, string>, checks: Partial<Record<F, Check[]>>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(checks) as F[]) {
    for (const check of checks[field] ?? []) {
      const message = check(values[field]);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

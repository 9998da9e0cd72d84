export const REQUIRED = 'This field is required.';

/** A field check: the message to show, or null when the value is fine. It may read the other fields. */
export type Check = (value: string, values: Readonly<Record<string, string>>) => string | null;

/** Blank or whitespace-only gives 'This field is required.' */
export const required: Check = (value) => (value.trim() === '' ? REQUIRED : null);

/** A required checkbox (its value is '' when unchecked). */
export const checked =
  (message = 'Please check this box.'): Check =>
  (value) =>
    value ? null : message;

/** At most `max` characters once trimmed (the API's message for optional text). */
export const tooLong =
  (max: number): Check =>
  (value) =>
    value.trim().length > max ? `At most ${max} characters.` : null;

/** The value must equal another field's (a confirmation field). */
export const sameAs =
  (field: string, message: string, { ignoreCase = false } = {}): Check =>
  (value, values) => {
    const other = values[field] ?? '';
    const same = ignoreCase ? value.trim().toLowerCase() === other.trim().toLowerCase() : value === other;
    return same ? null : message;
  };

/** What a zod schema's safeParse answers, as far as a check needs it. */
interface Parser {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/**
 * A check from the API's own zod schema (schemas.ts), so the form and the server say the same
 * thing: the first issue's message. A blank value is left to `required`, so optional fields pass.
 */
export const schemaCheck =
  (schema: Parser): Check =>
  (value) => {
    if (value.trim() === '') return null;
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'Please check this value.');
  };

/** Runs every field's checks; returns only the fields that failed, with their first message. */
export function validate<F extends string>(values: Record<F, string>, checks: Partial<Record<F, Check[]>>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(checks) as F[]) {
    for (const check of checks[field] ?? []) {
      const message = check(values[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

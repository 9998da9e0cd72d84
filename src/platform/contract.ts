import { z } from 'zod';

// The contract kit: the zod pieces and messages every module's schemas.ts builds its requests
// from, and that the web app and the admin console import too (the one platform file they may),
// so a rule and its message are written once. Plain zod only.

/** SPEC.md §8's message for a blank required field. */
export const REQUIRED = 'This field is required.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const tooLong = (max: number) => `At most ${max} characters.`;

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(max, tooLong(max));

/** Optional free text: blank becomes null, so clearing a field in a form clears it on the server. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A required email address (at most 254 characters, the longest a mailbox may be). */
export const email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(254, tooLong(254))
  .pipe(z.email({ error: INVALID_EMAIL }));

/** The first and last calendar days a request may name: past them a date is a typo or a probe (and PostgreSQL refuses some). */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2200-12-31';
export const DAY_FORMAT = 'Use a date as YYYY-MM-DD.';
export const DAY_RANGE = `Use a date from ${FIRST_DAY} to ${LAST_DAY}.`;

/** A calendar day as YYYY-MM-DD, FIRST_DAY to LAST_DAY inclusive (such text sorts as its date does). Every request's date is one. */
export const day = z.iso.date({ error: DAY_FORMAT, abort: true }).refine((d) => d >= FIRST_DAY && d <= LAST_DAY, { message: DAY_RANGE, abort: true });

/** The role that opens the admin console and every /api/admin route (SPEC §6). */
export const ADMINISTRATOR = 'administrator';

/** An article's readable id, as in /article/the_center: letters, digits, _ and - (comments name their article by it too). */
export const ARTICLE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ARTICLE_ID_MESSAGE = 'Use letters, digits, _ and - only.';
export const articleId = requiredText(120).regex(ARTICLE_ID_PATTERN, ARTICLE_ID_MESSAGE);

/** The largest value of a PostgreSQL integer column, and so of every id. */
export const MAX_ID = 2 ** 31 - 1;
export const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ID}.`;

const DIGITS = /^\d{1,15}$/;

/** True for a row id: a whole number from 1 to MAX_ID. */
export const isId = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_ID;

/**
 * A row id in a path, a query or a body: a number, or a string of digits ('12', not '1e1',
 * '0x1' or ' 12'), from 1 to 2,147,483,647, so no id reaches the database out of its range.
 */
export const id = z.preprocess(
  (v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v),
  z.number({ error: ID_MESSAGE }).refine(isId, ID_MESSAGE),
);

/** The parts of a joined list ('3,7,12') as ids, duplicates dropped, or null when one is not an id. */
export function idsFrom(parts: readonly string[]): number[] | null {
  const ids = parts.map((p) => (DIGITS.test(p) ? Number(p) : Number.NaN));
  return ids.every(isId) ? [...new Set(ids)] : null;
}

/** Tag ids as a list filter: "3|7" (SPEC: tags joined by a pipe), [3, 7] in a JSON body, or one id; at most 20, duplicates dropped. */
export const tagIdList = z
  .union([id.transform((v) => [v]), z.string().max(500), z.array(id).max(20)])
  .transform((v, ctx) => {
    const ids = Array.isArray(v) ? [...new Set(v)] : idsFrom(v.split('|').map((p) => p.trim()).filter(Boolean));
    if (!ids) {
      ctx.addIssue({ code: 'custom', message: 'Tags must be ids joined by |.' });
      return z.NEVER;
    }
    return ids.slice(0, 20);
  });

/** A readable key from text, as article ids and tag names are: 'Simone Weil' -> 'simone_weil' (accents dropped; a-z, 0-9 and _). */
export const slugFrom = (text: string, max: number): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, max)
    .replace(/_+$/, '');

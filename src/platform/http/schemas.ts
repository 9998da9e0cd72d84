import { z } from 'zod';

// Schemas every module's edge shares. Plain zod only: the apps import modules' schemas.ts, which import this.

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

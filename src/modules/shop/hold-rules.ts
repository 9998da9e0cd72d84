import { createHash } from 'node:crypto';

// What one visitor may hold (issue 36, item 4; docs/decisions.md "Holds that cannot be abused"). A
// hold only turns other buyers away before they pay; these rules keep one visitor from turning
// everyone away: a share of each SKU, a few units in all, and a bounded time per SKU.

const MINUTE = 60_000;

export const HOLD_RULES = {
  /** A quote holds its units this long: enough to type a card and pass the bank's check (3-D Secure). */
  minutes: 15,
  /** One visitor holds one SKU at most this long from their first hold of it, through any quotes and checkouts… */
  spellMinutes: 30,
  /** …and not again until this long after that first hold: others have the rest of the hour. */
  spellEveryMinutes: 60,
  /** Units one visitor holds across all SKUs; a larger order is quoted, its further units not held. */
  unitsPerVisitor: 10,
} as const;

/** Who asks for a hold: the sender's address and the email given at checkout, whichever is known. */
export interface HoldVisitor {
  ip: string | null;
  email: string | null;
}

const hashed = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;

/** The keys a visitor's holds and spells are found by: hashes, so no address or email is kept. */
export function visitorKeys({ ip, email }: HoldVisitor): string[] {
  return [...(ip ? [hashed('ip', ip)] : []), ...(email ? [hashed('email', email.trim().toLowerCase())] : [])].sort();
}

/** The most of a SKU one visitor holds: half the shelf, rounded up (the last copy is held whole). */
export const shareOf = (onHand: number) => Math.ceil(onHand / 2);

/**
 * How much of a line a visitor holds, and until when: nothing once their spell of holding the SKU
 * (begun at `spellStart`) has run out, else the line up to their share of the shelf and what is
 * left of their units (`spent` already held by this quote's earlier lines), for `minutes`, never
 * past the spell's end.
 */
export function holdOf(line: { quantity: number; on_hand: number }, at: { now: Date; spellStart: Date; spent: number }): { quantity: number; until: Date } {
  const spellEnd = at.spellStart.getTime() + HOLD_RULES.spellMinutes * MINUTE;
  const until = new Date(Math.min(at.now.getTime() + HOLD_RULES.minutes * MINUTE, spellEnd));
  if (at.now.getTime() >= spellEnd) return { quantity: 0, until };
  return { quantity: Math.max(0, Math.min(line.quantity, shareOf(line.on_hand), HOLD_RULES.unitsPerVisitor - at.spent)), until };
}

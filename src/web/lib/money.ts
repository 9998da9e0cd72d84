// Money on the page: the API sends US dollars as strings with 2 decimals ('12.50'). Sums are done
// in integer cents, so 0.1 + 0.2 never shows as $0.30000000000000004 or rounds a cent away.

/** '12.50' → 1250 (also '12', '12.5', '-3.10'); null, blank or malformed → 0. */
export function toCents(amount: string | number | null | undefined): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  const match = /^\s*(-?)(\d+)(?:\.(\d{0,2}))?\s*$/.exec(amount ?? '');
  if (!match) return 0;
  const [, sign, dollars, fraction = ''] = match;
  const cents = Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 1250 → '$12.50' (the shop's price style: no thousands separator, as on the product pages). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → '12.50', the API's form of an amount. */
export const amountOf = (cents: number): string => formatCents(cents).replace('$', '');

/** A shipping cost as shown: 'Free' for 0.00 (SPEC §9), else the amount. */
export const shippingLabel = (cost: string | null | undefined): string => (toCents(cost) === 0 ? 'Free' : formatCents(toCents(cost)));

/** SPEC §9 cart subtotal: the sum of list price × quantity, in cents. */
export function subtotalCents(lines: ReadonlyArray<{ price: string | null | undefined; quantity: number }>): number {
  return lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0);
}

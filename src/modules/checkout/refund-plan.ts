import { AppError, type FieldErrors } from '../../platform/errors';
import { toCents } from './payments/provider';

// What a refund gives back, worked out before any money moves: pure, in integer cents; and the
// units it puts back in stock when asked to.

export const ALREADY_REFUNDED = 'This order has already been refunded in full.';

export interface RefundableOrder {
  items_subtotal: string;
  tax: string;
  total: string;
  refunded_amount: string;
}

export interface RefundableLine {
  id: number;
  title: string;
  unit_price: string;
  quantity: number;
  refunded_quantity: number;
}

export interface RefundPlan {
  amountCents: number;
  /** The lines and units this refund covers: every unit left, for a refund of the rest. */
  lines: Array<{ line_id: number; quantity: number }>;
  /** True for "the rest of the order" (the refunds row keeps lines null). */
  rest: boolean;
}

const left = (line: RefundableLine) => line.quantity - line.refunded_quantity;

/**
 * A refund of the given lines: each line's units at their price, plus that share of the order's tax
 * (tax × lines' amount ÷ items subtotal, rounded once, to the cent). Shipping is not part of a line;
 * it goes back with the rest of the order. Never more than what is left of the total.
 */
function byLines(order: RefundableOrder, lines: RefundableLine[], asked: Array<{ line_id: number; quantity: number }>, remainingCents: number): RefundPlan {
  const wanted = new Map<number, number>();
  for (const { line_id, quantity } of asked) wanted.set(line_id, (wanted.get(line_id) ?? 0) + quantity);
  const errors: FieldErrors = {};
  asked.forEach(({ line_id }, i) => {
    const line = lines.find((l) => l.id === line_id);
    if (!line) errors[`lines.${i}.line_id`] = [`Line ${line_id} is not part of this order.`];
    else if (wanted.get(line_id)! > left(line)) errors[`lines.${i}.quantity`] = [`“${line.title}” has ${left(line)} left to refund.`];
  });
  const problems = Object.values(errors);
  if (problems.length) throw new AppError('validation', problems.length === 1 ? problems[0]![0]! : 'Please correct the highlighted lines.', 400, errors);

  const chosen = lines.filter((l) => wanted.has(l.id));
  const linesCents = chosen.reduce((sum, l) => sum + toCents(l.unit_price) * wanted.get(l.id)!, 0);
  const subtotalCents = toCents(order.items_subtotal);
  const taxShare = subtotalCents > 0 ? Math.round((toCents(order.tax) * linesCents) / subtotalCents) : 0;
  const amountCents = Math.min(linesCents + taxShare, remainingCents);
  if (amountCents <= 0) throw new AppError('validation', 'Those lines come to $0.00: there is nothing to refund.', 400, { lines: ['Those lines come to $0.00.'] });
  return { amountCents, lines: chosen.map((l) => ({ line_id: l.id, quantity: wanted.get(l.id)! })), rest: false };
}

/**
 * What a refund request gives back: the given lines, or with none, whatever is left of the total
 * (every unit not yet refunded, and the shipping). Throws a 409 when nothing is left, a 400 naming
 * the line when a line is not the order's or has fewer units left than asked.
 */
export function planRefund(order: RefundableOrder, lines: RefundableLine[], asked: Array<{ line_id: number; quantity: number }> | undefined): RefundPlan {
  const remainingCents = toCents(order.total) - toCents(order.refunded_amount);
  if (remainingCents <= 0) throw new AppError('already_refunded', ALREADY_REFUNDED, 409);
  // An empty list is a mistake, not "everything": refunding the rest is asked for by leaving lines out.
  if (asked && !asked.length) throw new AppError('validation', 'Choose at least one line, or leave lines out to refund the rest.', 400, { lines: ['Choose at least one line.'] });
  if (asked) return byLines(order, lines, asked, remainingCents);
  return { amountCents: remainingCents, lines: lines.filter((l) => left(l) > 0).map((l) => ({ line_id: l.id, quantity: left(l) })), rest: true };
}

/**
 * The stock a refund puts back when asked to: its units, by SKU. Refused (409, before any money
 * moves) for an order that took no stock (one that could not be filled) and for a line whose SKU is
 * gone from the shop. A refund of shipping alone puts nothing back.
 */
export function stockToReturn(order: { problem: string | null }, lines: ReadonlyArray<RefundableLine & { sku_id: number | null }>, plan: RefundPlan): Array<{ sku_id: number; quantity: number }> {
  if (order.problem !== null) throw new AppError('conflict', 'This order could not be filled and took no stock, so there is nothing to put back.', 409);
  const units = new Map<number, number>();
  for (const { line_id, quantity } of plan.lines) {
    const line = lines.find((l) => l.id === line_id)!;
    if (line.sku_id === null) throw new AppError('conflict', `“${line.title}” is no longer in the shop, so its units cannot go back in stock. Refund without restocking.`, 409);
    units.set(line.sku_id, (units.get(line.sku_id) ?? 0) + quantity);
  }
  return [...units].map(([sku_id, quantity]) => ({ sku_id, quantity }));
}

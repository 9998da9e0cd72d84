import type { SkuResponse } from '../../modules/shop/schemas';
import { HELD, stockLabel } from './shop';

// Stock held for buyers paying (issue 36), as the product page, the cart and the checkout show it:
// apart from shop.ts, which the catalogue's cards load on the home page.

/** Whether buyers hold some of a SKU: someone, for the shared answer counts the reader's own holds among them. */
export const heldBySomeone = (sku: Pick<SkuResponse, 'digital' | 'qty_on_hand' | 'qty_available'> | null | undefined) => !!sku && !sku.digital && sku.qty_available < sku.qty_on_hand;

/** A format's stock in the list to choose from (issue 36): what no buyer holds, or that every unit is held. */
export const formatStockLabel = (v: Pick<SkuResponse, 'qty_on_hand' | 'qty_available'>) => (v.qty_available <= 0 && v.qty_on_hand > 0 ? HELD : stockLabel(v.qty_available));

/**
 * The units a reader may buy (issue 36): those no buyer holds, plus those their own checkout holds
 * (`ownHeld`: the shared answers count them as held by others), never more than the shelf.
 */
export const unitsFor = (sku: Pick<SkuResponse, 'qty_on_hand' | 'qty_available'>, ownHeld = 0) => Math.min(sku.qty_on_hand, sku.qty_available + ownHeld);

/** Whole minutes until a moment, rounded up and at least 1 (a hold lapsed and not yet deleted reads 1). */
export const minutesUntil = (iso: string, now: number) => Math.max(1, Math.ceil((Date.parse(iso) - now) / 60_000));

/** What a SKU whose every unit is held shows (issue 36); without `minutes` (the server's page, before the browser's clock), no number. */
export const heldText = (minutes: number | null) =>
  `${HELD}, try again in ${minutes === null ? 'a few minutes' : minutes === 1 ? '1 minute' : `${minutes} minutes`}`;

import type { CheckoutHoldsResponse, HeldUnits } from '../../../modules/checkout/schemas';
import type { SkuResponse } from '../../../modules/shop/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { api } from '../../api/client';
import { keys } from '../../api/keys';
import { HELD } from '../../lib/shop';
import { KEYS, readStored } from '../../lib/storage-keys';

// Stock held for buyers paying (issue 36), as a buyer sees it where something is held: what their
// own checkout holds, what they may buy, and when to try again. One module, loaded only there (the
// product page's buy box of a held SKU, the cart, the checkout), never with a first visit's page.
//
// Shared answers (the read cache, Varnish) count every hold as held by others, the reader's too:
// these pages add back what their checkout holds.

/** What the checkout a secret names holds now (POST /shop/checkout-holds); its quotes write the same entry. */
export const ownHoldsQuery = (secret: string) =>
  queryOptions({
    queryKey: keys.checkout.holds(secret),
    queryFn: ({ signal }): Promise<HeldUnits[]> => api.post<CheckoutHoldsResponse>('/shop/checkout-holds', { checkout_secret: secret }, { signal }).then((r) => r.held),
  });

export interface OwnHolds {
  /** Units held by SKU id. */
  held: ReadonlyMap<number, number>;
  /** Still being asked: a line held by someone may be held by this buyer. */
  loading: boolean;
}

const NONE: ReadonlyMap<number, number> = new Map();
const bySku = (held: HeldUnits[]): ReadonlyMap<number, number> => new Map(held.map((h) => [h.sku_id, h.quantity]));

/**
 * What this browser's checkout holds, asked only when `wanted` (something shown is held by
 * someone) and a checkout is under way (lib/payment-id.ts keeps its secret; read here directly, so
 * this module needs none of that one's code). The server's page has no checkout: it renders without.
 */
export function useOwnHolds(wanted: boolean): OwnHolds {
  const secret = wanted ? readStored(KEYS.checkoutSecret) : null;
  const query = useQuery({ ...ownHoldsQuery(secret ?? ''), enabled: !!secret, select: bySku });
  const held = query.data ?? NONE;
  const loading = !!secret && query.isPending;
  return useMemo(() => ({ held, loading }), [held, loading]);
}

/**
 * The units a reader may buy: those no buyer holds, plus those their own checkout holds
 * (`ownHeld`: the shared answers count them as held by others), never more than the shelf.
 */
export const unitsFor = (sku: Pick<SkuResponse, 'qty_on_hand' | 'qty_available'>, ownHeld = 0) => Math.min(sku.qty_on_hand, sku.qty_available + ownHeld);

/** Whole minutes until a moment, rounded up and at least 1 (a hold lapsed and not yet deleted reads 1). */
export const minutesUntil = (iso: string, now: number) => Math.max(1, Math.ceil((Date.parse(iso) - now) / 60_000));

/** What a SKU whose every unit is held shows; without `minutes` (the server's page, before the browser's clock), no number. */
export const heldText = (minutes: number | null) =>
  `${HELD}, try again in ${minutes === null ? 'a few minutes' : minutes === 1 ? '1 minute' : `${minutes} minutes`}`;

const everyHalfMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 30_000);
  return () => clearInterval(timer);
};

/**
 * "Held for other buyers, try again in N minutes", N counted down from `until` (when the first hold
 * lapses) by the reader's clock every half minute. A page kept for everyone (the read cache,
 * Varnish) says "a few minutes" as the server rendered it, until the browser counts.
 */
export function HeldForOthers({ until }: { until: string | null }) {
  const minutes = useSyncExternalStore(
    everyHalfMinute,
    () => (until ? minutesUntil(until, Date.now()) : null),
    () => null,
  );
  return <>{heldText(minutes)}</>;
}

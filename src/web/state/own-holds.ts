import type { CheckoutHoldsResponse, HeldUnits } from '../../modules/checkout/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../api/client';
import { keys } from '../api/keys';
import { checkoutSecret } from '../lib/payment-id';

// The buyer's own holds (issue 36). Shared answers (the read cache, Varnish) count every hold as
// held by others, the reader's too; the pages that show a buyer what they may buy (the product's,
// the cart, the checkout) add back what their checkout holds.

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
 * someone) and a checkout is under way. The server's page has no checkout: it renders without.
 */
export function useOwnHolds(wanted: boolean): OwnHolds {
  const secret = wanted ? checkoutSecret() : null;
  const query = useQuery({ ...ownHoldsQuery(secret ?? ''), enabled: !!secret, select: bySku });
  const held = query.data ?? NONE;
  const loading = !!secret && query.isPending;
  return useMemo(() => ({ held, loading }), [held, loading]);
}

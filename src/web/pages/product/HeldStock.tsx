import type { ReactNode } from 'react';
import type { SkuResponse } from '../../api/shop';
import { HeldForOthers, unitsFor, useOwnHolds } from '../../components/shop/held-stock';

/**
 * What a reader may buy of a SKU buyers hold some of (issue 36): not the units others hold, but
 * those their own checkout holds; and, for when others hold every unit, when to try again.
 */
export default function HeldStock({ sku, children }: { sku: SkuResponse; children: (available: number, held: ReactNode) => ReactNode }) {
  const own = useOwnHolds(true);
  return children(unitsFor(sku, own.held.get(sku.id)), <HeldForOthers until={sku.held_until} />);
}

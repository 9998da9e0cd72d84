import { useCallback } from 'react';
import { sendUsage, type UsageKind } from '../lib/beacons';
import { MAX_CART_LINES } from '../lib/cart';
import { cartActions } from './cart';
import { TOAST_DELAY, useToast } from './toast';

/**
 * Adding to the cart as every add button does (the product page's Add to Cart, a catalogue card's
 * quick add): the cart takes the units, SPEC §8's 'Added item to cart.' toast says so, and the
 * usage beacon records which kind of button it was. A full cart refuses with a toast instead.
 */
export function useAddToCart(): (skuId: number, quantity: number, kind: UsageKind) => void {
  const toast = useToast();
  return useCallback(
    (skuId, quantity, kind) => {
      if (!cartActions.add(skuId, quantity)) {
        toast({ heading: 'Your cart is full', content: `A cart holds at most ${MAX_CART_LINES} different items.`, delay: 4000 });
        return;
      }
      toast({ heading: 'Success', content: 'Added item to cart.', delay: TOAST_DELAY });
      sendUsage(`sku-${skuId}`, kind);
    },
    [toast],
  );
}

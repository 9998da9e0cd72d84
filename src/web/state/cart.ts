import { useSyncExternalStore } from 'react';
import { CART_CHANGED, cartCount, readCart } from '../lib/cart';
import { KEYS } from '../lib/storage-keys';

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === KEYS.cart) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED, onChange);
  };
}

/** The number of items in the guest cart (sum of quantities), kept live across tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => cartCount(readCart()), () => 0);
}

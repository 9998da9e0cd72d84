import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`; the first value at once. A primitive, so a render
 * that brings an equal value does not restart the wait (debounce an object by its JSON).
 */
export function useDebouncedValue<T extends string | number | boolean | null>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

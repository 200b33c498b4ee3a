import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a filter outside the table's search boxes (a
 * list's From and To) reloads after the same wait as the boxes, once for several quick changes.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from './use-latest.ts';

/**
 * Calls `callback` once `delayMs` has passed since the last call of the returned function, with
 * that last call's arguments. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): (...args: Args) => void {
  const latest = useLatest(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs, latest],
  );
}

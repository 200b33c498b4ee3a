import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * The value of the last render, for callbacks that stay the same function from render to render
 * (a debounced search, a list's loader, the pager's buttons) and read it when they are called.
 * Set in a layout effect, so it is current before the browser can deliver a click or a timer.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}

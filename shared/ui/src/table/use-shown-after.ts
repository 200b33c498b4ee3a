import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`, false as soon as it is not. For a busy
 * indicator that a quick answer should never mount: a spinner kept running behind a CSS delay
 * still draws frames, and on a two-core machine those frames slowed the answer they waited for.
 */
export function useShownAfter(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

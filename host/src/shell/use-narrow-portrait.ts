import { useSyncExternalStore } from 'react';

/** Spec 000 §2: at 736 px wide or less in portrait the side menu starts hidden. */
export const NARROW_PORTRAIT = '(max-width: 736px) and (orientation: portrait)';

export function startsNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_PORTRAIT).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_PORTRAIT);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrow portrait now, following rotation and resizing: there the side menu
 * lies over the page instead of beside it (beside it, 240 px of 736 squeezed the page's tables).
 */
export function useNarrowPortrait(): boolean {
  return useSyncExternalStore(subscribe, startsNarrow, () => false);
}

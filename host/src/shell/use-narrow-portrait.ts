/** Spec 000 §2: at 736 px wide or less in portrait the side menu starts hidden. */
export const NARROW_PORTRAIT = '(max-width: 736px) and (orientation: portrait)';

export function startsNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_PORTRAIT).matches;
}

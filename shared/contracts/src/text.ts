/**
 * Characters that draw nothing: white space, control and format characters (zero-width space and
 * joiners, direction marks), and the blank fillers some keyboards and pasted text carry. A required
 * name made only of these would look empty on every screen, so it counts as not entered.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when `value` has at least one character a reader can see. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

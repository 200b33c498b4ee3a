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

/**
 * Direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text after them on
 * screen, so a name, a file line or a mail subject would read differently from what is stored
 * ("Trojan Source"). No field of the console needs them: right-to-left text shows correctly
 * without them, and the direction marks U+200E/U+200F stay allowed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Control characters other than tab and line breaks; PostgreSQL refuses NUL outright. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** Line breaks, Unicode's too: a single-line field printed in a list or a mail header must stay one line. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * The JSON-schema pattern of a single-line field (schemas `singleLineText`): no CR, LF, or Unicode
 * line or paragraph separator. The API names this pattern's refusal with `TextProblem.lineBreak`.
 */
export const SINGLE_LINE_PATTERN = '^[^\\r\\n\\u2028\\u2029]*$';

/** What is wrong with a text, as the words after the field's name. */
export const TextProblem = {
  control: 'must not contain control characters',
  direction: 'must not contain direction override characters (U+202A–U+202E, U+2066–U+2069)',
  lineBreak: 'must be a single line (no line breaks)',
} as const;

/**
 * The rule every text field follows, on both sides and in imports: no control characters but tab
 * and line breaks, no direction overrides, and for a single-line field no line breaks either.
 * Answers the problem (see TextProblem) or undefined when the text is acceptable.
 */
export function textProblem(value: string, options: { singleLine: boolean }): string | undefined {
  if (CONTROL.test(value)) return TextProblem.control;
  if (DIRECTION_CONTROL.test(value)) return TextProblem.direction;
  if (options.singleLine && LINE_BREAK.test(value)) return TextProblem.lineBreak;
  return undefined;
}

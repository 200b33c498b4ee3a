import { hasVisibleText } from '@tac/contracts';

/** What a form's check returns: the body to send, or the message per field that failed. */
export type FormCheck<Body, Name extends string> =
  | { ok: true; value: Body }
  | { ok: false; errors: Partial<Record<Name, string>> };

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

export interface TextRule {
  max: number;
  /** Shown when the text is empty or only blanks. */
  required: string;
  /** Shown when the trimmed text is longer than `max`. */
  tooLong: string;
}

/**
 * Spec 002 §5, the rule every reference text shares: trimmed, required, non-blank and at most `max`
 * characters after trimming. The trimmed text is what gets saved, so '  Sand ' is saved as 'Sand'.
 */
export function checkText(input: string, rule: TextRule): TextCheck {
  const value = input.trim();
  if (!hasVisibleText(value)) return { ok: false, message: rule.required };
  if (value.length > rule.max) return { ok: false, message: rule.tooLong };
  return { ok: true, value };
}

/**
 * Case-insensitive order by a text (spec 002 §4: payroll notes by name, override reasons by text),
 * comparing lower-cased code points as the server's ORDER BY lower(..) COLLATE "C" does, so a page
 * keeps the order the server paged it in. Ties keep their order (Array.prototype.sort is stable).
 */
export function sortByTextIgnoringCase<Row>(rows: readonly Row[], text: (row: Row) => string): Row[] {
  return [...rows].sort((a, b) => {
    const x = text(a).toLowerCase();
    const y = text(b).toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

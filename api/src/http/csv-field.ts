/** What makes a field more than its text: a formula's first character, or a character to quote. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

/**
 * One CSV field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break, its
 * quotes doubled. A field starting with = + - or @ gets a leading apostrophe first, so a
 * spreadsheet shows a note such as '=SUM(…)' as text and never runs it as a formula.
 */
export function csvField(value: string): string {
  // Most fields need neither: one test answers them (a list's CSV writes millions of fields).
  if (!NEEDS_CARE.test(value)) return value;
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

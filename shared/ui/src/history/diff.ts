/**
 * An audit row's before and after as a field-by-field diff (shared/docs/architecture.md "History"):
 * each field that differs once, in the order the record gives them, values as readable text.
 */

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Shown for a field the record did not have on that side (created, deleted, or added later). */
export const NO_VALUE = '—';

function fields(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A value as one line of text: empty text and null stay visible, objects as compact JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return NO_VALUE;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields whose values differ between before and after. A side that is not a record (a write
 * that kept a bare value) is compared as one field named 'value'.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const left = fields(before);
  const right = fields(after);
  if ((before != null && !left) || (after != null && !right)) {
    const a = valueText(before);
    const b = valueText(after);
    return a === b ? [] : [{ field: 'value', before: a, after: b }];
  }
  const names = [...new Set([...Object.keys(left ?? {}), ...Object.keys(right ?? {})])];
  return names.flatMap((field) => {
    const a = left && field in left ? valueText(left[field]) : NO_VALUE;
    const b = right && field in right ? valueText(right[field]) : NO_VALUE;
    return a === b ? [] : [{ field, before: a, after: b }];
  });
}

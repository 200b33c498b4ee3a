import type { AuditField } from './field.ts';
import { AUDIT_FIELDS } from './record-kinds.ts';
import { auditValueText, keyInWords, NO_VALUE } from './value-text.ts';

export { NO_VALUE };

/** One field an audit row changed, as a History dialog and the Audit Log show it. */
export interface AuditChange {
  /** The key the row wrote it under. */
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * How a record kind describes one of its fields; undefined for a kind or field none describes
 * (another entity of the Audit Log). Own keys only: an audit row's key is data, not code.
 */
export function auditFieldOf(kind: string, field: string): AuditField | undefined {
  if (!Object.hasOwn(AUDIT_FIELDS, kind)) return undefined;
  const fields = AUDIT_FIELDS[kind as keyof typeof AUDIT_FIELDS];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/**
 * Keys in the order their kind describes them, then the ones it does not in the order given: the
 * database keeps a row's keys in an order of its own (jsonb sorts them by length).
 */
function fieldOrder(kind: string, keys: readonly string[]): string[] {
  const described = Object.hasOwn(AUDIT_FIELDS, kind)
    ? Object.keys(AUDIT_FIELDS[kind as keyof typeof AUDIT_FIELDS])
    : [];
  const rank = (key: string) => {
    const at = described.indexOf(key);
    return at === -1 ? described.length : at;
  };
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b));
}

const fieldsOf = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * The fields whose values differ between an audit row's before and after, in the order their kind
 * describes them, each under its kind's label and read as described (shared/docs/payroll-export.md
 * "History"). Hidden fields are left out. A side that is not a record (a write that kept a bare
 * value) is compared as one field named 'value'.
 */
export function auditChanges(kind: string, before: unknown, after: unknown): AuditChange[] {
  const left = fieldsOf(before);
  const right = fieldsOf(after);
  if ((before != null && !left) || (after != null && !right)) {
    const a = auditValueText(undefined, before);
    const b = auditValueText(undefined, after);
    return a === b ? [] : [{ field: 'value', label: 'Value', before: a, after: b }];
  }
  return fieldOrder(kind, [...Object.keys(left ?? {}), ...Object.keys(right ?? {})]).flatMap((field) => {
    const described = auditFieldOf(kind, field);
    if (described?.reads === 'hidden') return [];
    const a = left && Object.hasOwn(left, field) ? auditValueText(described, left[field]) : NO_VALUE;
    const b = right && Object.hasOwn(right, field) ? auditValueText(described, right[field]) : NO_VALUE;
    return a === b ? [] : [{ field, label: described?.label ?? keyInWords(field), before: a, after: b }];
  });
}

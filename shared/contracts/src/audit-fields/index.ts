/**
 * How an audit row's fields read (shared/docs/payroll-export.md "History"): each History record
 * kind's fields described once, and a row's before and after as labelled text. A subpath of its own
 * (`@tac/contracts/audit-fields`), not in the index: only the History dialog, the Audit Log and the
 * API's History need it, and it brings the display formats with it.
 */
export { type AuditChange, auditChanges, auditFieldOf, NO_VALUE } from './changes.ts';
export {
  AUDIT_NAMED_RECORD_LABELS,
  type AuditField,
  type AuditFields,
  AuditNamedRecord,
  type AuditValueReading,
} from './field.ts';
export { AUDIT_FIELDS } from './record-kinds.ts';
export { auditValueText, keyInWords } from './value-text.ts';

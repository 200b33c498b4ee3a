/**
 * How one field of an audit row reads in a History dialog and the Audit Log (shared/docs/payroll-export.md
 * "History"): its label, and how its value reads. Each record kind describes its fields once
 * (record-kinds.ts); the API reads the ids a field names as the records' names when it answers, the
 * browser formats the rest (value-text.ts).
 */

import { selfNamed } from '../self-named.ts';

/**
 * The records a field may name by id (or by code, a report type). The API answers each as the
 * record's name, read in the caller's divisions (api/src/modules/audit/record-names.ts).
 */
export const AuditNamedRecord = selfNamed(
  'project',
  'employee',
  'device',
  'division',
  'task',
  'user',
  'securityGroup',
  'reportType',
  'timecardLine',
);
export type AuditNamedRecord = (typeof AuditNamedRecord)[keyof typeof AuditNamedRecord];
export const AUDIT_NAMED_RECORD_LABELS: Readonly<Record<AuditNamedRecord, string>> = {
  project: 'Project',
  employee: 'Employee',
  device: 'Device',
  division: 'Division',
  task: 'Task code',
  user: 'User',
  securityGroup: 'Security group',
  reportType: 'Report type',
  timecardLine: 'Timecard line',
};

/**
 * How a value reads; a list reads each of its items so. Numbers, booleans (Yes/No) and texts need
 * none: 'text' is the default.
 */
export type AuditValueReading =
  | 'text'
  /** A calendar day ('YYYY-MM-DD') in the console's format. */
  | 'date'
  /** An instant (ISO) in the console's format, in the reader's zone. */
  | 'instant'
  /** A number of bytes, as a size. */
  | 'bytes'
  /** A list, as how many it holds (a push's accepted items). */
  | 'count'
  /** A device pull's lists, each as how many items it sent and removed. */
  | 'syncCounts'
  /** Not shown: the record's own id (the dialog names the record), or what only a device knows. */
  | 'hidden';

export interface AuditField {
  label: string;
  reads?: AuditValueReading;
  /** The record the value names by id (or a list of them): the API answers each as its name. */
  names?: AuditNamedRecord;
  /** Texts of coded values ('active' → 'Active'); each part of a comma-separated text too. */
  choices?: Readonly<Record<string, string>>;
  /** What an empty text means, when not '(blank)' ('None' for no exceptions). */
  blank?: string;
  /** In a list of objects, the key whose value stands for each one. */
  item?: string;
}

/** A record kind's fields by the key its audit rows write them under. */
export type AuditFields = Readonly<Record<string, AuditField>>;

/**
 * The audit log read back: a History action on a record, and the SystemAdmin's Audit Log screen
 * (shared/docs/payroll-export.md "History"). Types derive from schemas/audit.ts.
 */

import type { Static } from 'typebox';
import type { AuditEntrySchema, AuditHistoryQuerySchema, AuditLogQuerySchema } from './schemas/audit.ts';

/** The records a History action opens; each reads the audit rows its writes leave. */
export const AuditRecordKind = {
  Timecard: 'timecard',
  Voucher: 'voucher',
  Device: 'device',
  Employee: 'employee',
  Project: 'project',
  SecurityUser: 'securityUser',
  ReportSchedule: 'reportSchedule',
  PayrollBatch: 'payrollBatch',
  PayCode: 'payCode',
} as const;
export type AuditRecordKind = (typeof AuditRecordKind)[keyof typeof AuditRecordKind];
export const AUDIT_RECORD_KINDS: readonly AuditRecordKind[] = Object.values(AuditRecordKind);
export const AUDIT_RECORD_KIND_LABELS: Readonly<Record<AuditRecordKind, string>> = {
  timecard: 'Timecard',
  voucher: 'T&M voucher',
  device: 'Device',
  employee: 'Employee',
  project: 'Project',
  securityUser: 'Security user',
  reportSchedule: 'Report schedule',
  payrollBatch: 'Payroll batch',
  payCode: 'Pay code',
};

export const AUDIT_ACTION_MAX = 50;

export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditHistoryQuery = Static<typeof AuditHistoryQuerySchema>;
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;

export const AuditMessages = {
  recordNotFound: 'The record was not found',
  timeRange: 'to must be after from',
  /** The Audit Log's filter form, checked in the browser before the call. */
  filter: {
    badTime: (label: string) => `${label} must be a date and time`,
    toAfterFrom: 'To must be after From',
    actionTooLong: `Action must be at most ${AUDIT_ACTION_MAX} characters`,
  },
} as const;

import { Type } from 'typebox';
import { CURRENT_VIEW_SEARCH_MAX } from '../current-view.ts';
import { AuditLogQuerySchema } from './audit.ts';
import { SecurityUserListQuerySchema } from './security.ts';
import { TimecardDateRangeQuerySchema } from './timecards.ts';
import { VoucherDateRangeQuerySchema } from './vouchers.ts';
import { WorkforceStatusSchema } from './workforce.ts';

/**
 * A list's current view as CSV (shared/docs/payroll-export.md "Current view as CSV"): the list's own
 * filters, as a GET query so the browser's getFile downloads it. The column searches travel as the
 * list's SearchText in JSON (`search`), the same FieldNames the list takes.
 */
const search = Type.Optional(
  Type.String({
    maxLength: CURRENT_VIEW_SEARCH_MAX,
    description: 'The list\'s SearchText as JSON: [{"FieldName":"…","Value":"…"}] (left out: no search)',
  }),
);

export const TimecardCsvQuerySchema = Type.Object({
  ...TimecardDateRangeQuerySchema.properties,
  search,
});

/** Projects, employees and devices: one status (as their lists), and the column searches. */
export const WorkforceCsvQuerySchema = Type.Object({ Status: WorkforceStatusSchema, search });

/** The Audit Log screen's filter, without paging. */
export const AuditLogCsvQuerySchema = Type.Object({
  userId: AuditLogQuerySchema.properties.userId,
  recordKind: AuditLogQuerySchema.properties.recordKind,
  action: AuditLogQuerySchema.properties.action,
  from: AuditLogQuerySchema.properties.from,
  to: AuditLogQuerySchema.properties.to,
});

/** The T&M voucher list's range (its format) and column searches. */
export const VoucherCsvQuerySchema = Type.Object({
  ...VoucherDateRangeQuerySchema.properties,
  search,
});

/** The Security list's status and column searches. */
export const SecurityUserCsvQuerySchema = Type.Object({
  ...SecurityUserListQuerySchema.properties,
  search,
});

/** Lists filtered by their column searches only: report schedules and every reference list. */
export const SearchOnlyCsvQuerySchema = Type.Object({ search });

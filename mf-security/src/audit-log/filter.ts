import { AUDIT_ACTION_MAX, AuditMessages, type AuditRecordKind } from '@tac/contracts';
import type { AuditLogFilter } from './api/get-audit-log.ts';

/** The filter form as typed: From and To are datetime-local text in the browser's zone. */
export interface AuditLogForm {
  userId: number | null;
  recordKind: AuditRecordKind | null;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_FORM: AuditLogForm = { userId: null, recordKind: null, action: '', from: '', to: '' };

export type FilterResult =
  | { ok: true; filter: AuditLogFilter }
  | { ok: false; field: keyof AuditLogForm; message: string };

function instant(local: string): string | null | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The form as the API's filter (empty fields left out), or the first field that is wrong and why. */
export function toFilter(form: AuditLogForm): FilterResult {
  const action = form.action.trim();
  if (action.length > AUDIT_ACTION_MAX)
    return { ok: false, field: 'action', message: AuditMessages.filter.actionTooLong };
  const from = instant(form.from);
  if (from === null) return { ok: false, field: 'from', message: AuditMessages.filter.badTime('From') };
  const to = instant(form.to);
  if (to === null) return { ok: false, field: 'to', message: AuditMessages.filter.badTime('To') };
  if (from && to && Date.parse(to) <= Date.parse(from))
    return { ok: false, field: 'to', message: AuditMessages.filter.toAfterFrom };
  const filter: AuditLogFilter = {};
  if (form.userId !== null) filter.userId = form.userId;
  if (form.recordKind) filter.recordKind = form.recordKind;
  if (action) filter.action = action;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return { ok: true, filter };
}

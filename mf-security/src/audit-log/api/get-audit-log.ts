import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type AuditEntry, type AuditLogCsvQuery, type SearchRequest } from '@tac/contracts';
import { AUDIT_LOG_KEY } from './keys.ts';

/** The Audit Log's filter: user, record kind, action and [from, to) as ISO instants, each optional. */
export type AuditLogFilter = AuditLogCsvQuery;

/**
 * One page of the whole audit log, newest first (shared/docs/payroll-export.md "History"): POST
 * { userId?, recordKind?, action?, from?, to?, Skip, Take }. SystemAdmin only (pg.auditlog).
 */
export function getAuditLog(filter: AuditLogFilter, request: SearchRequest): Promise<Answer<AuditEntry[]>> {
  return api.post<AuditEntry[]>(ApiPaths.audit.log, { ...filter, Skip: request.Skip, Take: request.Take });
}

/** The list's key (usePagedList), one list per filter: a new filter starts again at page 1. */
export const auditLogKey = (filter: AuditLogFilter) => [...AUDIT_LOG_KEY, 'list', filter] as const;

import { type Answer, api } from '@tac/api-client';
import {
  ApiPaths,
  type AuditEntry,
  type AuditLogCsvQuery,
  type AuditLogQuery,
  type SearchRequest,
} from '@tac/contracts';
import { AUDIT_LOG_KEY } from './keys.ts';

/** The Audit Log's filter: user, record kind, action and [from, to) as ISO instants, each optional. */
export type AuditLogFilter = AuditLogCsvQuery;

/**
 * One page of the whole audit log, newest first (shared/docs/payroll-export.md "History"): POST
 * { userId?, recordKind?, action?, from?, to?, Skip, Take, anchor? }. SystemAdmin only (pg.auditlog).
 * The total is exact up to a bound past the page; beyond it the answer says moreThanTotalCount.
 */
export function getAuditLog(
  filter: AuditLogFilter,
  request: SearchRequest,
  anchor?: AuditLogQuery['anchor'],
): Promise<Answer<AuditEntry[]>> {
  return api.post<AuditEntry[]>(ApiPaths.audit.log, {
    ...filter,
    Skip: request.Skip,
    Take: request.Take,
    ...(anchor && { anchor }),
  });
}

/**
 * The pages of one filter's log, each read on from the last row shown above it when the screen has
 * one (the keyset anchor): rows written since at the top do not move the pages after page 1, so
 * walking on shows each row once. A page with no row shown above it (page 1) is read by its place.
 */
export function auditLogPages(
  filter: AuditLogFilter,
): (request: SearchRequest) => Promise<Answer<AuditEntry[]>> {
  /** The id of the last row of each page answered, by that row's place (1-based). */
  const lastRows = new Map<number, number>();
  return async (request) => {
    const first = Math.max(request.Skip, 1);
    let anchor: AuditLogQuery['anchor'];
    for (const [row, id] of lastRows) if (row < first && (!anchor || row > anchor.row)) anchor = { id, row };
    const answer = await getAuditLog(filter, request, anchor);
    const last = answer.data.at(-1);
    if (last) lastRows.set(first + answer.data.length - 1, last.id);
    return answer;
  };
}

/** The list's key (usePagedList), one list per filter: a new filter starts again at page 1. */
export const auditLogKey = (filter: AuditLogFilter) => [...AUDIT_LOG_KEY, 'list', filter] as const;

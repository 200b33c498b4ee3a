import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';
import type { AuditLogFilter } from './get-audit-log.ts';

/** Every audit row the filter matches as CSV, streamed (shared/docs/payroll-export.md "Current view as CSV"). */
export function exportAuditLogCsv(filter: AuditLogFilter): Promise<DownloadedFile> {
  return api.getFile(ApiPaths.currentView.auditLog, { ...filter }, 'audit-log.csv');
}

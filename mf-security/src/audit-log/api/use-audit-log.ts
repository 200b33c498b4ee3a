import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useMemo } from 'react';
import { type AuditLogFilter, auditLogKey, auditLogPages } from './get-audit-log.ts';

/**
 * The whole log under one filter, newest first, server-paged: a new filter starts again at page 1.
 * A failed load empties the table and toasts why.
 */
export function useAuditLog(filter: AuditLogFilter) {
  // One reader a filter: it remembers each page's last row to read the next one on from it.
  const fetchPage = useMemo(() => auditLogPages(filter), [filter]);
  return usePagedList(auditLogKey(filter), fetchPage, { onError: notify.error, onFailure: 'clear' });
}

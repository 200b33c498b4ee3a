import { AUDIT_RECORD_KIND_LABELS, type AuditEntry, type AuditRecordKind } from '@tac/contracts';
import { auditChanges } from '@tac/contracts/audit-fields';
import { formatDateTime } from '@tac/contracts/formats';
import { Heading, Stack } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { AuditEntryView } from '@tac/ui/history';
import { DataTable, type DataTableColumn, RowIconButton } from '@tac/ui/table';
import { useState } from 'react';
import { AuditLogFilters } from './AuditLogFilters.tsx';
import { exportAuditLogCsv } from './api/export-audit-log-csv.ts';
import type { AuditLogFilter } from './api/get-audit-log.ts';
import { useAuditLog } from './api/use-audit-log.ts';

const kindLabel = (kind: string) => AUDIT_RECORD_KIND_LABELS[kind as AuditRecordKind] ?? kind;

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', cell: (row) => formatDateTime(row.at), width: '16%' },
  { id: 'user', header: 'User', cell: (row) => row.userName || 'System', width: '14%' },
  { id: 'action', header: 'Action', cell: (row) => row.action, width: '14%' },
  {
    id: 'record',
    header: 'Record',
    cell: (row) => `${kindLabel(row.recordKind)}${row.recordId ? ` ${row.recordId}` : ''}`,
    width: '18%',
  },
  {
    id: 'fields',
    header: 'Fields changed',
    // Each by its record kind's label, as the row's Changes and the record's History show it.
    cell: (row) =>
      auditChanges(row.recordKind, row.before, row.after)
        .map((change) => change.label)
        .join(', '),
  },
];

/**
 * The SystemAdmin's Audit Log (shared/docs/remotes/security.md "Audit Log"): the whole log newest
 * first, filtered by user, record kind, action and time, server-paged; each row's before and after
 * on demand, and the filtered rows as CSV.
 */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const list = useAuditLog(filter);
  const [shown, setShown] = useState<AuditEntry | null>(null);

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <Heading as="h1" size="xl">
        Audit Log
      </Heading>
      <AuditLogFilters onApply={setFilter} />
      <DataTable
        label="Audit Log"
        columns={columns}
        rowKey={(row) => row.id}
        {...list.table}
        maxHeight="calc(100vh - 300px)"
        exportCsv={() => exportAuditLogCsv(filter)}
        rowActions={(row) => (
          <RowIconButton
            label={`Changes of ${row.action} at ${formatDateTime(row.at)}`}
            glyph="audit-log"
            onClick={() => setShown(row)}
          />
        )}
      />
      <ViewDialog open={shown !== null} title="Changes" size="xl" onClose={() => setShown(null)}>
        {shown && <AuditEntryView entry={shown} />}
      </ViewDialog>
    </Stack>
  );
}

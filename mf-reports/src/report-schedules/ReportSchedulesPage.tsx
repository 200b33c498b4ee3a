import { ButtonClaim, hasClaim, ReportMessages, type ReportScheduleRow } from '@tac/contracts';
import { useSession } from '@tac/session';
import { AddIcon, Box, Button, DeleteIcon, EditIcon, Flex, Heading, IconButton, Stack, Text } from '@tac/ui';
import { ConfirmDialog } from '@tac/ui/dialog';
import { useHistoryDialog } from '@tac/ui/history';
import { writeWithToasts } from '@tac/ui/server-state';
import { DataTable, RowIconButton } from '@tac/ui/table';
import { lazy, Suspense, useState } from 'react';
import { exportReportSchedulesCsv } from './api/export-report-schedules-csv.ts';
import { reportScheduleHistory } from './api/get-report-schedule-history.ts';
import { useReportSchedules } from './api/use-report-schedules.ts';
import { useDeleteReportSchedule } from './api/use-schedule-writes.ts';
import { scheduleColumns } from './columns.tsx';
import { PausedNotice } from './PausedNotice.tsx';

// The modal and the run log come with their first opening, not with the list.
const ReportScheduleModal = lazy(() =>
  import('./ReportScheduleModal.tsx').then((m) => ({ default: m.ReportScheduleModal })),
);
const RunLogDialog = lazy(() =>
  import('./run-log/RunLogDialog.tsx').then((m) => ({ default: m.RunLogDialog })),
);

type Editor = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: number };

/**
 * Spec 001 §2.4 Schedule Reports: the schedules with a search per column and paging, the add icon,
 * each row's run log, edit and delete icons (by the report claims, §6), the add/edit modal and the
 * delete confirmation (§4.5: then the list reloads, a page back if its last page emptied).
 */
export function ReportSchedulesPage() {
  const userId = useSession((s) => s.user.userId);
  const claims = useSession((s) => s.user.claimValue);
  const canAdd = hasClaim(claims, ButtonClaim.ReportAdd);
  const canEdit = hasClaim(claims, ButtonClaim.ReportEdit);
  const canDelete = hasClaim(claims, ButtonClaim.ReportDelete);

  // `failure`: why the last load failed, shown above the table until a load succeeds.
  const { list, failure } = useReportSchedules(userId);
  const remove = useDeleteReportSchedule();

  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ReportScheduleRow | null>(null);
  const [runLogOf, setRunLogOf] = useState<ReportScheduleRow | null>(null);
  const history = useHistoryDialog();

  const confirmDelete = async () => {
    if (!deleting) return;
    // The refresh steps back a page when this delete emptied the last one (spec 001 §4.5).
    await writeWithToasts(() => remove.mutateAsync(deleting.id));
    setDeleting(null);
  };

  // The save refreshed the list before it resolved (useSaveReportSchedule).
  const saved = () => setEditor({ mode: 'closed' });

  const rowActions = (row: ReportScheduleRow) => (
    <>
      {/* A schedule the user may only see (hasFullAccess false) keeps its runs and delete from them. */}
      <RowIconButton
        label={`Run log, ${row.scheduleName}`}
        glyph="history"
        disabled={!row.hasFullAccess}
        onClick={() => setRunLogOf(row)}
      />
      {canEdit && (
        <IconButton
          aria-label={`Edit ${row.scheduleName}`}
          size="xs"
          variant="ghost"
          colorPalette="gray"
          onClick={() => setEditor({ mode: 'edit', id: row.id })}
        >
          <EditIcon />
        </IconButton>
      )}
      {canDelete && (
        <IconButton
          aria-label={`Delete ${row.scheduleName}`}
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={!row.hasFullAccess}
          onClick={() => setDeleting(row)}
        >
          <DeleteIcon />
        </IconButton>
      )}
      <RowIconButton
        label={`History, ${row.scheduleName}`}
        glyph="audit-log"
        onClick={() => history.show(reportScheduleHistory(row.id, `History: ${row.scheduleName}`))}
      />
    </>
  );

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          Schedule Reports
        </Heading>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={() => void list.reload()}>
          Refresh
        </Button>
      </Flex>
      {failure && (
        <Flex
          role="alert"
          align="center"
          gap="3"
          bg="red.subtle"
          color="fg.error"
          px="3"
          py="2"
          borderRadius="l2"
        >
          <Text flex="1">{failure}</Text>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void list.reload()}>
            Retry
          </Button>
        </Flex>
      )}
      <PausedNotice rows={list.table.rows} />
      <Box minW="0">
        <DataTable
          label="Report Schedules"
          columns={scheduleColumns}
          fixedColumns
          rowKey={(row) => row.id}
          {...list.table}
          exportCsv={() => exportReportSchedulesCsv(list.search)}
          maxHeight="calc(100vh - 250px)"
          headerActions={
            canAdd && (
              <IconButton
                aria-label="Add Report Schedule"
                size="sm"
                onClick={() => setEditor({ mode: 'add' })}
              >
                <AddIcon />
              </IconButton>
            )
          }
          rowActions={rowActions}
        />
      </Box>
      {history.dialog}
      {editor.mode !== 'closed' && (
        <Suspense fallback={null}>
          <ReportScheduleModal
            scheduleId={editor.mode === 'edit' ? editor.id : undefined}
            onClose={() => setEditor({ mode: 'closed' })}
            onSaved={saved}
          />
        </Suspense>
      )}
      {runLogOf && (
        <Suspense fallback={null}>
          <RunLogDialog schedule={runLogOf} canResend={canEdit} onClose={() => setRunLogOf(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={ReportMessages.deleteConfirm}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

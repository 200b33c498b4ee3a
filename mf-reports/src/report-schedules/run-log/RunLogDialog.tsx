import type { ReportRun, ReportScheduleRow } from '@tac/contracts';
import { formatDateTime } from '@tac/contracts/formats';
import { Button, Flex, HStack, Text } from '@tac/ui';
import { ConfirmDialog, ViewDialog } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { CellBadge, CellText, DataTable, type DataTableColumn } from '@tac/ui/table';
import { useEffect, useState } from 'react';
import { useReportRuns } from '../api/use-report-runs.ts';
import { useResendReportRun } from '../api/use-schedule-writes.ts';
import { downloadRunFile } from './download-run-file.ts';
import {
  canResendRun,
  fileLabel,
  isUnderWay,
  OUTCOME_LOOK,
  orderedFiles,
  periodLabel,
  resendQuestion,
} from './run-rules.ts';

/** Runs per page of the log. */
const RUNS_PAGE_SIZE = 20;
/** While a run is queued or running the log asks again this often. */
export const RUN_POLL_MS = 3000;

export interface RunLogDialogProps {
  schedule: Pick<ReportScheduleRow, 'id' | 'scheduleName' | 'reportType' | 'sendReportTo'>;
  /** Re-send needs the report edit claim. */
  canResend: boolean;
  onClose: () => void;
}

/**
 * A schedule's run log (beyond the spec): each run's time, period, recipients and outcome
 * (a failure with its reason), the files it wrote to download (PDF, CSV, the .eml of the message),
 * and Re-send after a confirmation. Newest first; it follows runs still under way.
 */
export function RunLogDialog({ schedule, canResend, onClose }: RunLogDialogProps) {
  const list = useReportRuns(schedule.id, RUNS_PAGE_SIZE);
  const resend = useResendReportRun();
  const [resending, setResending] = useState<ReportRun | null>(null);

  const underWay = list.rows.some(isUnderWay);
  // Polling asks again (a read, not a write's refresh).
  const { reload } = list;
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => void reload(), RUN_POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, reload]);

  const confirmResend = async () => {
    if (!resending) return;
    // The log is refreshed before the toast (useResendReportRun): the new run shows with it.
    await writeWithToasts(() => resend.mutateAsync(resending.id));
    setResending(null);
  };

  const columns: DataTableColumn<ReportRun>[] = [
    {
      id: 'time',
      header: 'Run',
      width: '10rem',
      cell: (run) => (
        <span>
          <CellText>{formatDateTime(run.startedAt ?? run.dueAt)}</CellText>
          {run.resentFromRunId !== null && (
            <>
              <br />
              <CellText muted>Re-send of run {run.resentFromRunId}</CellText>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'period',
      header: 'Period',
      width: '10rem',
      cell: (run) => <CellText>{periodLabel(run)}</CellText>,
    },
    {
      id: 'recipients',
      header: 'Recipients',
      width: '14rem',
      cell: (run) => (
        <span title={run.recipients.join(', ')} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {run.recipients.length === 0 ? <CellText muted>None</CellText> : run.recipients.join(', ')}
        </span>
      ),
    },
    {
      id: 'outcome',
      header: 'Outcome',
      width: '12rem',
      cell: (run) => {
        const look = OUTCOME_LOOK[run.outcome];
        return (
          <span>
            <CellBadge color={look.color} data-outcome={run.outcome}>
              {look.label}
            </CellBadge>
            {run.attempts > 1 && <CellText muted> after {run.attempts} attempts</CellText>}
            {run.error && (
              <Text as="span" display="block" fontSize="xs" color="fg.error" mt="1" whiteSpace="normal">
                {run.error}
              </Text>
            )}
          </span>
        );
      },
    },
    {
      id: 'files',
      header: 'Files',
      width: '13rem',
      cell: (run) =>
        run.files.length === 0 ? (
          <CellText muted>{isUnderWay(run) ? 'Not written yet' : 'None'}</CellText>
        ) : (
          <HStack gap="1" wrap="wrap">
            {orderedFiles(run.files).map((file) => (
              <Button
                key={file.id}
                size="2xs"
                variant="outline"
                aria-label={`Download ${file.name}`}
                title={file.name}
                onClick={() => void downloadRunFile(file)}
              >
                {fileLabel(file)}
              </Button>
            ))}
          </HStack>
        ),
    },
  ];

  return (
    <ViewDialog open title={`Run log: ${schedule.scheduleName}`} size="xl" onClose={onClose}>
      <Flex justify="space-between" align="center" mb="3" gap="3">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {underWay ? 'A run is under way; this log updates by itself.' : 'Newest runs first.'}
        </Text>
        <Button size="xs" variant="outline" colorPalette="gray" onClick={() => void reload()}>
          Refresh
        </Button>
      </Flex>
      <DataTable
        label={`Runs of ${schedule.scheduleName}`}
        columns={columns}
        rowKey={(run) => run.id}
        {...list.table}
        emptyText="This schedule has not run yet."
        pagerOnlyWithRows
        maxHeight="calc(100vh - 330px)"
        rowActions={
          canResend
            ? (run) =>
                canResendRun(run) ? (
                  <Button size="2xs" variant="outline" onClick={() => setResending(run)}>
                    Re-send
                  </Button>
                ) : null
            : undefined
        }
      />
      <ConfirmDialog
        open={resending !== null}
        message={resending ? resendQuestion(resending, schedule) : ''}
        onConfirm={confirmResend}
        onCancel={() => setResending(null)}
      />
    </ViewDialog>
  );
}

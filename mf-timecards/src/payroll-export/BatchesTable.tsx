import { PAYROLL_LAYOUT_DEFINITIONS, type PayrollBatch, type PayrollLayout } from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { Button, Heading, Stack } from '@tac/ui';
import { CellBadge, CellGroup, CellIcon, CellText, DataTable, type DataTableColumn } from '@tac/ui/table';
import { useMemo } from 'react';
import { useBatches } from './api/use-batches.ts';
import { batchStatus, formatHours } from './rules.ts';

/**
 * What a batch's row opens: mark it processed, cancel it, see the lines payroll rejected, its lines
 * and files, or its History.
 */
export type BatchAction = 'process' | 'cancel' | 'rejected' | 'lines' | 'history';

/**
 * Every batch kept, newest first: who made it and when, its weeks, lines and hours, its Integration
 * Status; each file downloads again as the same bytes (its SHA-256 in the tooltip).
 */
export function BatchesTable({
  canAct,
  onDownload,
  onAction,
}: {
  canAct: boolean;
  onDownload: (batch: PayrollBatch, layout: PayrollLayout) => void;
  onAction: (action: BatchAction, batch: PayrollBatch) => void;
}) {
  const list = useBatches();
  const columns = useMemo<DataTableColumn<PayrollBatch>[]>(
    () => [
      { id: 'id', header: 'Batch', width: '5rem', cell: (b) => b.id },
      {
        id: 'made',
        header: 'Made',
        width: '12rem',
        cell: (b) => (
          // The maker under the time, and the file's name under the status: on one line each, the
          // table needs more than a 1366-pixel screen gives it and the Download column hides under
          // the sticky actions.
          <Stack gap="0" title={`by ${b.createdBy}`}>
            <CellText>{formatDateTime(b.createdAt)}</CellText>
            <CellText muted>{b.createdBy}</CellText>
          </Stack>
        ),
      },
      {
        id: 'weeks',
        header: 'Weeks Ending',
        width: '10rem',
        cell: (b) => b.weekEndingDates.map((w) => formatCalendarDate(w)).join(', '),
      },
      { id: 'divisions', header: 'Divisions', width: '6rem', cell: (b) => b.divisionIds.length },
      {
        id: 'lines',
        header: 'Lines',
        width: '7rem',
        cell: (b) => (b.correctionCount ? `${b.lineCount} (${b.correctionCount} corr.)` : b.lineCount),
      },
      { id: 'hours', header: 'Hours', width: '6rem', cell: (b) => formatHours(b.totalHours) },
      {
        id: 'status',
        header: 'Integration Status',
        width: '13rem',
        cell: (b) => {
          const status = batchStatus(b);
          const detail =
            b.state === 'Processed'
              ? [b.payrollBatchNumber && `#${b.payrollBatchNumber}`, b.resultFileName]
                  .filter(Boolean)
                  .join(' ')
              : b.state === 'Cancelled'
                ? b.cancelReason
                : '';
          return (
            <Stack gap="0.5" align="flex-start">
              <CellGroup>
                <CellIcon glyph={status.glyph} color={status.color} label={status.label} />
                <CellBadge color={status.color}>{status.label}</CellBadge>
              </CellGroup>
              {detail ? <CellText muted>{detail}</CellText> : null}
            </Stack>
          );
        },
      },
      {
        id: 'files',
        header: 'Download',
        width: '11rem',
        cell: (b) => (
          <CellGroup>
            {PAYROLL_LAYOUT_DEFINITIONS.map((layout) => {
              const file = b.files.find((f) => f.layout === layout.id);
              return (
                <Button
                  key={layout.id}
                  size="2xs"
                  variant="outline"
                  aria-label={`Download batch ${b.id} as ${layout.label}`}
                  title={file ? `${layout.label} — ${file.fileName}, SHA-256 ${file.sha256}` : undefined}
                  disabled={!file}
                  onClick={() => onDownload(b, layout.id)}
                >
                  {layout.shortLabel}
                </Button>
              );
            })}
          </CellGroup>
        ),
      },
    ],
    [onDownload],
  );

  return (
    <Stack as="section" aria-labelledby="batches-heading" gap="3" minW="0">
      <Heading as="h2" size="md" id="batches-heading">
        Batches
      </Heading>
      <DataTable
        label="Payroll batches"
        columns={columns}
        rowKey={(b) => b.id}
        minWidth="1100px"
        maxHeight="calc(100vh - 420px)"
        emptyText="No batches yet"
        {...list.table}
        rowActions={
          canAct
            ? (b) => (
                <CellGroup>
                  <Button
                    size="2xs"
                    variant="outline"
                    onClick={() => onAction('lines', b)}
                    aria-label={`Lines and files of batch ${b.id}`}
                  >
                    Lines
                  </Button>
                  <Button
                    size="2xs"
                    variant="outline"
                    onClick={() => onAction('history', b)}
                    aria-label={`History of batch ${b.id}`}
                  >
                    History
                  </Button>
                  <StateActions batch={b} onAction={onAction} />
                </CellGroup>
              )
            : undefined
        }
      />
    </Stack>
  );
}

/** What the batch's state allows: mark processed or cancel while Exported; its rejected lines after. */
function StateActions({
  batch: b,
  onAction,
}: {
  batch: PayrollBatch;
  onAction: (action: BatchAction, batch: PayrollBatch) => void;
}) {
  return b.state === 'Exported' ? (
    <CellGroup>
      <Button
        size="2xs"
        colorPalette="green"
        onClick={() => onAction('process', b)}
        aria-label={`Mark batch ${b.id} processed`}
      >
        Mark processed
      </Button>
      <Button
        size="2xs"
        variant="outline"
        colorPalette="red"
        onClick={() => onAction('cancel', b)}
        aria-label={`Cancel batch ${b.id}`}
      >
        Cancel
      </Button>
    </CellGroup>
  ) : b.rejectedCount > 0 ? (
    <Button
      size="2xs"
      variant="outline"
      colorPalette="orange"
      onClick={() => onAction('rejected', b)}
      aria-label={`Lines payroll rejected in batch ${b.id}`}
    >
      {b.rejectedCount} rejected
    </Button>
  ) : null;
}

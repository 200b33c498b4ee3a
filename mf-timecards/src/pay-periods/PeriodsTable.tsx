import type { PayPeriod } from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { Button } from '@tac/ui';
import { CellBadge, CellGroup, CellText, DataTable, type DataTableColumn } from '@tac/ui/table';
import { useMemo } from 'react';
import { closeBlocker, periodHistory } from './rules.ts';
import { countColumn, type PeriodTableProps, wholeList } from './tables-shared.tsx';

const count = countColumn<PayPeriod>;

const name = (p: PayPeriod) => `${p.divisionName} week ending ${formatCalendarDate(p.weekEndingDate)}`;

/** One row a division's week: its state, its lines' counts, who closed or reopened it, and its action. */
export function PeriodsTable({ periods, loading, canClose, onAction }: PeriodTableProps<PayPeriod>) {
  const columns = useMemo<DataTableColumn<PayPeriod>[]>(
    () => [
      { id: 'week', header: 'Week Ending', width: '8rem', cell: (p) => formatCalendarDate(p.weekEndingDate) },
      { id: 'division', header: 'Division', width: '12rem', cell: (p) => p.divisionName },
      {
        id: 'state',
        header: 'State',
        width: '6rem',
        cell: (p) => (
          <CellBadge color={p.closed ? 'gray' : 'green'}>{p.closed ? 'Closed' : 'Open'}</CellBadge>
        ),
      },
      count('Lines', (p) => p.lines),
      count('Pending', (p) => p.pending, true),
      count('Approved', (p) => p.approved),
      count('Rejected', (p) => p.rejected),
      count('Open Exceptions', (p) => p.openExceptions, true),
      count('Late', (p) => p.lateHeld, true),
      {
        id: 'history',
        header: 'History',
        cell: (p) => <CellText muted>{periodHistory(p, (iso) => formatDateTime(iso))}</CellText>,
      },
    ],
    [],
  );
  return (
    <DataTable
      label="Pay Periods"
      columns={columns}
      rowKey={(p) => `${p.weekEndingDate}-${p.divisionId}`}
      {...wholeList(periods)}
      loading={loading}
      maxHeight="calc(50vh - 120px)"
      emptyText="No pay periods in these weeks"
      rowActions={
        canClose
          ? (p) => (
              <CellGroup>
                {p.closed ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Reopen ${name(p)}`}
                    onClick={() => onAction('reopen', p)}
                  >
                    Reopen
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    colorPalette="blue"
                    aria-label={`Close ${name(p)}`}
                    title={closeBlocker(p) || undefined}
                    disabled={!!closeBlocker(p)}
                    onClick={() => onAction('close', p)}
                  >
                    Close
                  </Button>
                )}
              </CellGroup>
            )
          : undefined
      }
    />
  );
}

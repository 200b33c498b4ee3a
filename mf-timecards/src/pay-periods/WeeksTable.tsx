import { formatCalendarDate } from '@tac/contracts/formats';
import { Button } from '@tac/ui';
import { CellGroup, DataTable, type DataTableColumn } from '@tac/ui/table';
import { useMemo } from 'react';
import { type PayWeek, payWeeks } from './rules.ts';
import { countColumn, type PeriodTableProps, wholeList } from './tables-shared.tsx';

const count = countColumn<PayWeek>;

/** Why Close week is not offered, for its tooltip; '' when it is. */
function closeWeekBlocker(week: PayWeek): string {
  if (week.open === 0) return 'Every division is closed';
  if (week.closable === 0) return `${week.pending} line(s) still pending`;
  return '';
}

/**
 * One row a week: how many of its divisions are open or closed, its pending lines, and the week's
 * own Close week and Reopen week, which act on every division of it listed below.
 */
export function WeeksTable({ periods, loading, canClose, onAction }: PeriodTableProps<PayWeek>) {
  const weeks = useMemo(() => payWeeks(periods), [periods]);
  const columns = useMemo<DataTableColumn<PayWeek>[]>(
    () => [
      { id: 'week', header: 'Week Ending', width: '8rem', cell: (w) => formatCalendarDate(w.weekEndingDate) },
      count('Divisions', (w) => w.periods.length),
      count('Open', (w) => w.open),
      count('Closed', (w) => w.closed),
      count('Pending', (w) => w.pending, true),
    ],
    [],
  );
  return (
    <DataTable
      label="Weeks"
      columns={columns}
      rowKey={(w) => w.weekEndingDate}
      {...wholeList(weeks)}
      loading={loading}
      maxHeight="calc(30vh - 40px)"
      emptyText="No pay periods in these weeks"
      rowActions={
        canClose
          ? (w) => {
              const day = formatCalendarDate(w.weekEndingDate);
              const blocker = closeWeekBlocker(w);
              return (
                <CellGroup>
                  <Button
                    size="xs"
                    colorPalette="blue"
                    aria-label={`Close week ending ${day} for every division`}
                    title={blocker || undefined}
                    disabled={!!blocker}
                    onClick={() => onAction('close', w)}
                  >
                    Close week
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Reopen week ending ${day} for every division`}
                    title={w.closed === 0 ? 'No division is closed' : undefined}
                    disabled={w.closed === 0}
                    onClick={() => onAction('reopen', w)}
                  >
                    Reopen week
                  </Button>
                </CellGroup>
              );
            }
          : undefined
      }
    />
  );
}

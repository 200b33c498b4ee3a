import type { LateDecisionKind, TimecardRecord } from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { Button, Flex, Heading, Stack, Text } from '@tac/ui';
import { DataTable, type DataTableColumn } from '@tac/ui/table';
import { useMemo, useState } from 'react';
import { selectColumn, useLateLines } from '../approval/index.ts';
import { employeeLabel, formatNumber } from '../common/labels.ts';
import { LateReviewDialog } from './LateReviewDialog.tsx';

/**
 * The Late list (shared/docs/approval.md): lines written for a closed period, held out of it until
 * a reviewer accepts them into the reopened period or rejects them with a reason.
 */
export function LateList({
  fromDate,
  toDate,
  canReview,
}: {
  fromDate: string;
  toDate: string;
  /** The user holds btn.timecard.approve. */
  canReview: boolean;
}) {
  const list = useLateLines(fromDate, toDate);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [review, setReview] = useState<LateDecisionKind | null>(null);

  const columns = useMemo<DataTableColumn<TimecardRecord>[]>(() => {
    const toggle = (row: TimecardRecord) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(row.lineId)) next.add(row.lineId);
        return next;
      });
    const base: DataTableColumn<TimecardRecord>[] = [
      { id: 'employee', header: 'Employee Number - Name', width: '14rem', cell: employeeLabel },
      { id: 'project', header: 'Project#', width: '8rem', cell: (r) => r.projectNumber },
      { id: 'task', header: 'Task Name', width: '10rem', cell: (r) => r.taskName },
      { id: 'day', header: 'Day', width: '7rem', cell: (r) => formatCalendarDate(r.day) },
      { id: 'week', header: 'Week Ending', width: '8rem', cell: (r) => formatCalendarDate(r.weekEndingDate) },
      { id: 'payCode', header: 'Pay Code', width: '6rem', cell: (r) => r.hoursType },
      { id: 'hours', header: 'Hours', width: '5rem', cell: (r) => formatNumber(r.hours) },
      {
        id: 'times',
        header: 'Start – End',
        width: '8rem',
        cell: (r) => (r.startTime ? `${r.startTime}–${r.endTime}` : ''),
      },
      {
        id: 'synced',
        header: 'Synced',
        width: '10rem',
        cell: (r) => formatDateTime(r.userSyncOnlineDateTime),
      },
    ];
    if (!canReview) return base;
    return [
      selectColumn(
        (row: TimecardRecord) => `late line ${employeeLabel(row)} ${row.day.slice(0, 10)}`,
        (row) => selected.has(row.lineId),
        toggle,
      ),
      ...base,
    ];
  }, [canReview, selected]);

  return (
    <Stack gap="3" minW="0" as="section" aria-labelledby="late-list-heading">
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h2" size="md" id="late-list-heading" mr="auto">
          Late list ({list.totalCount})
        </Heading>
        {canReview ? (
          <>
            <Text fontSize="sm" aria-live="polite">
              {selected.size} selected
            </Text>
            <Button
              size="xs"
              colorPalette="green"
              disabled={selected.size === 0}
              onClick={() => setReview('Accept')}
            >
              Accept selected
            </Button>
            <Button
              size="xs"
              colorPalette="red"
              variant="outline"
              disabled={selected.size === 0}
              onClick={() => setReview('Reject')}
            >
              Reject selected
            </Button>
          </>
        ) : null}
      </Flex>
      <DataTable
        label="Late list"
        columns={columns}
        rowKey={(row) => row.lineId}
        maxHeight="calc(50vh - 120px)"
        emptyText="No late timecards in these weeks"
        {...list.table}
      />
      {review ? (
        <LateReviewDialog
          decision={review}
          lineIds={[...selected]}
          onDone={() => {
            setSelected(new Set());
            setReview(null);
          }}
          onClose={() => setReview(null)}
        />
      ) : null}
    </Stack>
  );
}

import type { TimecardRecord } from '@tac/contracts';
import { dayRangeQuery } from '@tac/contracts/calendar';
import { Stack } from '@tac/ui';
import { usePickedRange } from '@tac/ui/date-picker';
import { useCallback, useState } from 'react';
import { formatPickerDay } from '../common/dates.ts';
import { DailyDetailsDialog } from '../daily-details/index.ts';
import { IssueNotesDialog } from '../issue-notes/index.ts';
import type { TimecardDialog } from './columns.tsx';
import { TimecardDialogs } from './TimecardDialogs.tsx';
import { TimecardsList } from './TimecardsList.tsx';
import { TimecardsToolbar } from './TimecardsToolbar.tsx';

type Open =
  | { kind: 'none' }
  | { kind: 'issues' }
  | { kind: 'dailyDetails' }
  | { kind: TimecardDialog; row: TimecardRecord };

/** Spec 000 §2 "Timecards page": the timecards of a date range, with their notes, attestations and dialogs. */
export function TimecardsPage() {
  const { range, setRange, check } = usePickedRange();
  const [open, setOpen] = useState<Open>({ kind: 'none' });

  const dates = check.valid ? dayRangeQuery(range.from, range.to) : null;
  const printTitle =
    range.from && range.to ? `Timecards ${formatPickerDay(range.from)} - ${formatPickerDay(range.to)}` : null;
  const openRow = useCallback((kind: TimecardDialog, row: TimecardRecord) => setOpen({ kind, row }), []);
  const openDailyDetails = useCallback(() => setOpen({ kind: 'dailyDetails' }), []);
  const openIssues = useCallback(() => setOpen({ kind: 'issues' }), []);
  const close = () => setOpen({ kind: 'none' });

  return (
    <Stack gap="4" minW="0">
      <TimecardsToolbar
        range={range}
        onRangeChange={setRange}
        onDailyDetails={openDailyDetails}
        onIssues={openIssues}
      />
      <TimecardsList
        fromDate={dates?.fromDate}
        toDate={dates?.toDate}
        printTitle={printTitle}
        onOpen={openRow}
      />
      <TimecardDialogs
        open={open.kind === 'none' || open.kind === 'issues' || open.kind === 'dailyDetails' ? null : open}
        onClose={close}
      />
      <IssueNotesDialog open={open.kind === 'issues'} onClose={close} />
      <DailyDetailsDialog open={open.kind === 'dailyDetails'} onClose={close} />
    </Stack>
  );
}

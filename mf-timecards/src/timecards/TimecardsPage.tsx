import { readTimecardLink, type SearchTextEntry, TIMECARD_VIEWS, type TimecardRecord } from '@tac/contracts';
import { dayRangeQuery } from '@tac/contracts/calendar';
import { Stack, useRememberedChoice } from '@tac/ui';
import { usePickedRange } from '@tac/ui/date-picker';
import { useCallback, useRef, useState } from 'react';
import { formatPickerDay } from '../common/dates.ts';
import { DailyDetailsDialog } from '../daily-details/index.ts';
import { IssueNotesDialog } from '../issue-notes/index.ts';
import type { TimecardDialog } from './columns.tsx';
import { EmployeeWeeksList } from './EmployeeWeeksList.tsx';
import { TimecardDialogs } from './TimecardDialogs.tsx';
import { TimecardsList } from './TimecardsList.tsx';
import { TimecardsToolbar } from './TimecardsToolbar.tsx';

/** Where the browser remembers the view last chosen. */
const VIEW_KEY = 'tac.timecards.view';

type Open =
  | { kind: 'none' }
  | { kind: 'issues' }
  | { kind: 'dailyDetails' }
  | { kind: TimecardDialog; row: TimecardRecord };

/**
 * Spec 000 §2 "Timecards page": the timecards of a date range, with their notes, attestations and
 * dialogs; beyond the spec, the same range and filters by employee-week (shared/docs/overtime.md).
 */
export function TimecardsPage() {
  // A link (a close reminder's) may open the screen on a range, a view and filters: read once, from
  // the address the screen opened at.
  const [link] = useState(() => readTimecardLink(new URLSearchParams(globalThis.location?.search ?? '')));
  const { range, setRange, check } = usePickedRange(link.range);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [view, setView] = useRememberedChoice(VIEW_KEY, TIMECARD_VIEWS, 'lines', link.view);
  // The filters both views share: the view shown reports its own, the other starts from them. Not
  // state: nothing on the page shows them, and as state every search drew the page again (its
  // toolbar, its dialogs and the list) while its rows were on their way.
  const search = useRef<readonly SearchTextEntry[]>(link.search ?? []);
  const setSearch = useCallback((next: readonly SearchTextEntry[]) => {
    search.current = next;
  }, []);

  const dates = check.valid ? dayRangeQuery(range.from, range.to) : null;
  const printTitle =
    range.from && range.to ? `Timecards ${formatPickerDay(range.from)} - ${formatPickerDay(range.to)}` : null;
  const openRow = useCallback((kind: TimecardDialog, row: TimecardRecord) => setOpen({ kind, row }), []);
  const openDailyDetails = useCallback(() => setOpen({ kind: 'dailyDetails' }), []);
  const openIssues = useCallback(() => setOpen({ kind: 'issues' }), []);
  const close = () => setOpen({ kind: 'none' });
  // Both views take the same range, filters and dialogs.
  const listProps = {
    fromDate: dates?.fromDate,
    toDate: dates?.toDate,
    printTitle,
    onOpen: openRow,
    // Read when the other view mounts (a change of view draws the page again).
    initialSearch: search.current,
    onSearchChange: setSearch,
  };

  return (
    <Stack gap="4" minW="0">
      <TimecardsToolbar
        range={range}
        onRangeChange={setRange}
        onDailyDetails={openDailyDetails}
        onIssues={openIssues}
        view={view}
        onViewChange={setView}
      />
      {view === 'lines' ? <TimecardsList {...listProps} /> : <EmployeeWeeksList {...listProps} />}
      <TimecardDialogs
        open={open.kind === 'none' || open.kind === 'issues' || open.kind === 'dailyDetails' ? null : open}
        onClose={close}
      />
      <IssueNotesDialog open={open.kind === 'issues'} onClose={close} />
      <DailyDetailsDialog open={open.kind === 'dailyDetails'} onClose={close} />
    </Stack>
  );
}

import {
  type Envelope,
  TimecardSearchField as F,
  type SearchRequest,
  type TimecardRecord,
} from '@tac/contracts';
import { Button, Flex, Heading, HStack, Stack } from '@tac/ui';
import { printElement } from '@tac/ui/print';
import { DataTable, type TableSearchAccess, usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DateField } from '../common/DateField.tsx';
import { formatPickerDate, queryDates } from '../common/dates.ts';
import { ClipboardIcon, IssuesIcon, PrintIcon } from '../common/icons.tsx';
import { useReloadOn } from '../common/use-reload-on.ts';
import { DailyDetailsDialog } from '../daily-details/DailyDetailsDialog.tsx';
import { IssueNotesDialog } from '../issue-notes/IssueNotesDialog.tsx';
import { AttestationStatusFilter } from './AttestationFilter.tsx';
import { getTimecards } from './api/get-timecards.ts';
import { type TimecardDialog, timecardColumns } from './columns.tsx';
import { checkRange, defaultRange, unitsShown } from './rules.ts';
import { TimecardDialogs } from './TimecardDialogs.tsx';

const EMPTY: Envelope<TimecardRecord[]> = { success: true, message: '', data: [], totalCount: 0 };

type Open =
  | { kind: 'none' }
  | { kind: 'issues' }
  | { kind: 'dailyDetails' }
  | { kind: TimecardDialog; row: TimecardRecord };

/** Spec 000 §2 "Timecards page": the timecards of a date range, with their notes, attestations and dialogs. */
export function TimecardsPage() {
  const [range, setRange] = useState<Range>(() => defaultRange());
  const check = checkRange(range.from, range.to);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  // Spec 000 §8: messages are toasts; each new date problem is told once, as it arises.
  const rangeMessage = check.valid ? null : check.message;
  useEffect(() => {
    if (rangeMessage) notify.error(rangeMessage);
  }, [rangeMessage]);

  const dates = check.valid && range.from && range.to ? queryDates(range.from, range.to) : null;
  const printTitle =
    range.from && range.to
      ? `Timecards ${formatPickerDate(range.from)} - ${formatPickerDate(range.to)}`
      : null;
  const openRow = useCallback((kind: TimecardDialog, row: TimecardRecord) => setOpen({ kind, row }), []);
  const close = () => setOpen({ kind: 'none' });

  return (
    <Stack gap="4" minW="0">
      <TimecardsToolbar range={range} onRangeChange={setRange} onOpen={setOpen} />
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

interface Range {
  from: Date | null;
  to: Date | null;
}

/**
 * Title, the Daily Details and Issues buttons, and the From and To pickers. Memoized, as the list
 * below it is: a search or a new page renders the list alone (the date pickers are not cheap).
 */
const TimecardsToolbar = memo(function TimecardsToolbar({
  range,
  onRangeChange,
  onOpen,
}: {
  range: Range;
  onRangeChange: (change: (range: Range) => Range) => void;
  onOpen: (open: Open) => void;
}) {
  return (
    <Flex gap="4" align="flex-end" wrap="wrap">
      <Heading as="h1" size="xl" mr="auto" alignSelf="center">
        Timecards
      </Heading>
      <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'dailyDetails' })}>
        <ClipboardIcon /> Daily Details
      </Button>
      <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'issues' })}>
        <IssuesIcon /> Issues
      </Button>
      <DateField
        label="From"
        clearable
        value={range.from}
        onChange={(from) => onRangeChange((r) => ({ ...r, from }))}
      />
      <DateField
        label="To"
        clearable
        value={range.to}
        onChange={(to) => onRangeChange((r) => ({ ...r, to }))}
      />
    </Flex>
  );
});

/** The timecards of the query dates (none without them), their filters and print. */
const TimecardsList = memo(function TimecardsList({
  fromDate,
  toDate,
  printTitle,
  onOpen,
}: {
  fromDate: string | undefined;
  toDate: string | undefined;
  /** null while the range has no dates to print under. */
  printTitle: string | null;
  onOpen: (kind: TimecardDialog, row: TimecardRecord) => void;
}) {
  const tableArea = useRef<HTMLDivElement>(null);
  // An invalid range clears the list (spec 000 §5) without asking the server.
  const fetchPage = useCallback(
    (request: SearchRequest) =>
      fromDate && toDate ? getTimecards({ fromDate, toDate }, request) : Promise.resolve(EMPTY),
    [fromDate, toDate],
  );
  // Spec 000 §8: a call that answers success false shows nothing and leaves the list as it was.
  const list = usePagedList(fetchPage, { onFailure: 'keep' });

  // A new range (or an invalid one, which clears the list) starts again at page 1 with the same search.
  useReloadOn(`${fromDate}|${toDate}`, list);

  // Units shown depend on the page's rows (rules.ts `unitsShown`). The cells read them through a ref,
  // so the columns stay the same objects from page to page and the table's memoized header does not
  // render again for new rows.
  const unitsHidden = useRef(new Set<TimecardRecord>());
  unitsHidden.current = useMemo(() => {
    const shown = unitsShown(list.rows);
    return new Set(list.rows.filter((_, i) => !shown[i]));
  }, [list.rows]);
  const columns = useMemo(
    () => timecardColumns({ showsUnits: (row) => !unitsHidden.current.has(row), open: onOpen }),
    [onOpen],
  );
  // Rows are keyed by their place on the page: a new page then updates the text of the rows on
  // screen rather than removing 100 rows (~4,000 elements) and making 100 new ones.
  const rowPlaces = useMemo(() => new Map(list.rows.map((row, i) => [row, i])), [list.rows]);

  const print = useCallback(() => {
    if (tableArea.current && printTitle) void printElement(tableArea.current, { title: printTitle });
  }, [printTitle]);

  return (
    <HStack ref={tableArea} align="stretch" minW="0" display="block">
      <DataTable
        label="Timecards"
        columns={columns}
        rowKey={(row) => rowPlaces.get(row) ?? -1}
        minWidth="3400px"
        fixedColumns
        maxHeight="calc(100vh - 370px)"
        {...list.table}
        footer={(search) => (
          <TimecardsFooter
            attestation={search.value(F.Attestation)}
            onSearchChange={search.change}
            onPrint={print}
          />
        )}
      />
    </HStack>
  );
});

/**
 * Spec 000 §2: the tail of the screen offers an attestation status filter with search and the
 * print action. Memoized: the table renders its footer again with every page and loading state.
 */
const TimecardsFooter = memo(function TimecardsFooter({
  attestation,
  onSearchChange,
  onPrint,
}: {
  attestation: string;
  onSearchChange: TableSearchAccess['change'];
  onPrint: () => void;
}) {
  return (
    <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap" data-print="hide">
      <AttestationStatusFilter
        value={attestation}
        onChange={(value) => onSearchChange(F.Attestation, value)}
      />
      <Button size="sm" variant="outline" colorPalette="gray" onClick={onPrint}>
        <PrintIcon /> Print
      </Button>
    </Flex>
  );
});

import { type Envelope, type SearchRequest, type TimecardRecord, TimecardSearchField } from '@tac/contracts';
import { Button, Flex, Heading, HStack, Stack } from '@tac/ui';
import { printElement } from '@tac/ui/print';
import { DataTable, usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  const [range, setRange] = useState<{ from: Date | null; to: Date | null }>(() => defaultRange());
  const check = checkRange(range.from, range.to);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  // Spec 000 §8: messages are toasts; each new date problem is told once, as it arises.
  const rangeMessage = check.valid ? null : check.message;
  useEffect(() => {
    if (rangeMessage) notify.error(rangeMessage);
  }, [rangeMessage]);
  const tableArea = useRef<HTMLDivElement>(null);

  const dates = check.valid && range.from && range.to ? queryDates(range.from, range.to) : null;
  const fromDate = dates?.fromDate;
  const toDate = dates?.toDate;
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
    () =>
      timecardColumns({
        showsUnits: (row) => !unitsHidden.current.has(row),
        open: (kind, row) => setOpen({ kind, row }),
      }),
    [],
  );
  const rowKeys = useMemo(() => new Map(list.rows.map((row, i) => [row, i])), [list.rows]);

  const print = () => {
    if (!tableArea.current || !range.from || !range.to) return;
    void printElement(tableArea.current, {
      title: `Timecards ${formatPickerDate(range.from)} - ${formatPickerDate(range.to)}`,
    });
  };

  return (
    <Stack gap="4" minW="0">
      <Flex gap="4" align="flex-end" wrap="wrap">
        <Heading as="h1" size="xl" mr="auto" alignSelf="center">
          Timecards
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'dailyDetails' })}>
          <ClipboardIcon /> Daily Details
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'issues' })}>
          <IssuesIcon /> Issues
        </Button>
        <DateField
          label="From"
          clearable
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <DateField label="To" clearable value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
      </Flex>
      <HStack ref={tableArea} align="stretch" minW="0" display="block">
        <DataTable
          label="Timecards"
          columns={columns}
          rowKey={(row) => `${row.timeRecordID}-${row.deviceID}-${rowKeys.get(row) ?? ''}`}
          minWidth="3400px"
          maxHeight="calc(100vh - 370px)"
          {...list.table}
          footer={(search) => (
            // Spec 000 §2: the tail of the screen offers an attestation status filter with search
            // and the print action.
            <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap" data-print="hide">
              <AttestationStatusFilter
                value={search.value(TimecardSearchField.Attestation)}
                onChange={(value) => search.change(TimecardSearchField.Attestation, value)}
              />
              <Button size="sm" variant="outline" colorPalette="gray" onClick={print}>
                <PrintIcon /> Print
              </Button>
            </Flex>
          )}
        />
      </HStack>
      <TimecardDialogs
        open={open.kind === 'none' || open.kind === 'issues' || open.kind === 'dailyDetails' ? null : open}
        onClose={() => setOpen({ kind: 'none' })}
      />
      <IssueNotesDialog open={open.kind === 'issues'} onClose={() => setOpen({ kind: 'none' })} />
      <DailyDetailsDialog open={open.kind === 'dailyDetails'} onClose={() => setOpen({ kind: 'none' })} />
    </Stack>
  );
}

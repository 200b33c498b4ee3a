import { TimecardSearchField as F, type SearchTextEntry, type TimecardRecord } from '@tac/contracts';
import { Button, Flex, HStack, Stack } from '@tac/ui';
import { PrintIcon } from '@tac/ui/icons';
import { printElement } from '@tac/ui/print';
import { DataTable, NewRowsNotice, type TableSearchAccess } from '@tac/ui/table';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { ApprovalBar, ApprovalDialogs, LINE_ACTION_CSS, useLineApproval } from '../approval/index.ts';
import { AttestationStatusFilter } from './AttestationFilter.tsx';
import { exportTimecardsCsv } from './api/export-timecards-csv.ts';
import { useTimecards } from './api/use-timecards.ts';
import { type TimecardDialog, timecardColumns } from './columns.tsx';
import { unitsShown } from './rules.ts';

/** The timecards of the query dates (none without them), their filters and print. */
export const TimecardsList = memo(function TimecardsList({
  fromDate,
  toDate,
  printTitle,
  onOpen,
  fixedSearch,
  initialSearch,
  onSearchChange,
  fullHeight = true,
}: {
  fromDate: string | undefined;
  toDate: string | undefined;
  /** null while the range has no dates to print under. */
  printTitle: string | null;
  onOpen: (kind: TimecardDialog, row: TimecardRecord) => void;
  /** Searches the list always has and no box shows: one employee-week's lines. */
  fixedSearch?: readonly SearchTextEntry[];
  /** The boxes' searches to start with (the filters the week view had). */
  initialSearch?: readonly SearchTextEntry[];
  /** Told the boxes' searches as they change, for the week view to start from. */
  onSearchChange?: (search: readonly SearchTextEntry[]) => void;
  /**
   * The rows' area keeps the screen's height from the first frame, so the pager and the tail do not
   * move down as the rows come (DataTable `fullHeight`); off for a short list inside another view.
   */
  fullHeight?: boolean;
}) {
  const tableArea = useRef<HTMLDivElement>(null);
  const { list, added, search } = useTimecards(fromDate, toDate, { fixedSearch, initialSearch });
  useEffect(() => onSearchChange?.(list.search), [list.search, onSearchChange]);

  // Units shown depend on the page's rows (rules.ts `unitsShown`). The cells read them through a ref,
  // so the columns stay the same objects from page to page and the table's memoized header does not
  // render again for new rows.
  const unitsHidden = useRef(new Set<TimecardRecord>());
  unitsHidden.current = useMemo(() => {
    const shown = unitsShown(list.rows);
    return new Set(list.rows.filter((_, i) => !shown[i]));
  }, [list.rows]);
  const approval = useLineApproval({ fromDate, toDate, search });
  const specColumns = useMemo(
    () => timecardColumns({ showsUnits: (row) => !unitsHidden.current.has(row), open: onOpen }),
    [onOpen],
  );
  // The approval columns (shared/docs/approval.md) come first: what a reviewer acts on.
  const columns = useMemo(() => [...approval.columns, ...specColumns], [approval.columns, specColumns]);
  const print = useCallback(() => {
    if (tableArea.current && printTitle) void printElement(tableArea.current, { title: printTitle });
  }, [printTitle]);

  return (
    <Stack gap="3" minW="0">
      {/* Above the rows, where the selection is made. Drawn from the first frame for an approver (its
          buttons disabled until there is something to decide), so the list does not move down
          under it once the rows come (docs/approval.md, the screens). The claim is known before the
          page renders: the host's guard needs the session first. */}
      {approval.canApprove ? (
        <ApprovalBar
          selected={approval.selected.size}
          matching={fromDate && toDate ? list.totalCount : 0}
          onSelected={approval.decideSelected}
          onMatching={approval.decideMatching}
          onClear={approval.clear}
        />
      ) : null}
      <HStack ref={tableArea} align="stretch" minW="0" display="block" css={LINE_ACTION_CSS}>
        <NewRowsNotice {...added} noun="timecard lines" />
        <DataTable
          label="Timecards"
          columns={columns}
          // Keyed by place on the page: a new page then updates the text of the rows on screen
          // rather than removing 100 rows (~4,000 elements) and making 100 new ones.
          rowKey={(_, place) => place}
          minWidth="3800px"
          fixedColumns
          // Less the approval bar's row above it, so a laptop screen keeps the pager in view.
          maxHeight={approval.canApprove ? 'calc(100vh - 254px)' : 'calc(100vh - 200px)'}
          fullHeight={fullHeight}
          {...list.table}
          exportCsv={fromDate && toDate ? () => exportTimecardsCsv({ fromDate, toDate }, search) : undefined}
          footer={(search) => (
            <TimecardsFooter
              attestation={search.value(F.Attestation)}
              onSearchChange={search.change}
              onPrint={print}
            />
          )}
        />
      </HStack>
      <ApprovalDialogs open={approval.open} onClose={approval.close} onDecided={approval.decided} />
    </Stack>
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

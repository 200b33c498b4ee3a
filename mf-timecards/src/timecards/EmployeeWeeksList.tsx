import {
  type ApprovalDecisionKind,
  ButtonClaim,
  type EmployeeWeek,
  hasClaim,
  type SearchTextEntry,
  type TimecardRecord,
} from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { useSession } from '@tac/session';
import { Box, Button, Flex, Heading, Stack, Text } from '@tac/ui';
import { PrintIcon } from '@tac/ui/icons';
import { printElement } from '@tac/ui/print';
import { DataTable } from '@tac/ui/table';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApprovalDialogs, type ApprovalOpen, LINE_ACTION_CSS } from '../approval/index.ts';
import { employeeLabel } from '../common/labels.ts';
import { exportEmployeeWeeksCsv } from './api/export-employee-weeks-csv.ts';
import { useEmployeeWeeks } from './api/use-employee-weeks.ts';
import type { TimecardDialog } from './columns.tsx';
import { employeeWeekColumns, type WeekAction } from './employee-week-columns.tsx';
import { dayHeaders, weekKey, weekSelection } from './employee-week-rules.ts';
import { TimecardsList } from './TimecardsList.tsx';
import { WeekOvertimeDialog } from './WeekOvertimeDialog.tsx';

/**
 * The timecards of the query dates by employee-week (shared/docs/overtime.md): a row a person's
 * week; a row unfolds its lines below the table, with every action the line list has; Approve week
 * and Reject week decide the week's lines the view shows, through the same dialog (and rules) as the
 * line list's "all matching".
 */
export const EmployeeWeeksList = memo(function EmployeeWeeksList({
  fromDate,
  toDate,
  printTitle,
  initialSearch,
  onSearchChange,
  onOpen,
}: {
  fromDate: string | undefined;
  toDate: string | undefined;
  printTitle: string | null;
  initialSearch: readonly SearchTextEntry[];
  onSearchChange: (search: readonly SearchTextEntry[]) => void;
  onOpen: (kind: TimecardDialog, row: TimecardRecord) => void;
}) {
  const tableArea = useRef<HTMLDivElement>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const list = useEmployeeWeeks(fromDate, toDate, initialSearch);
  const canApprove = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.TimecardApprove));
  const [unfolded, setUnfolded] = useState<EmployeeWeek | null>(null);
  const [open, setOpen] = useState<ApprovalOpen>({ kind: 'none' });
  const [overtimeOf, setOvertimeOf] = useState<EmployeeWeek | null>(null);
  const { search } = list;

  useEffect(() => onSearchChange(search), [search, onSearchChange]);
  // Another range or search may no longer show the unfolded week: its lines fold away with it.
  const shownKeys = useMemo(() => new Set(list.rows.map(weekKey)), [list.rows]);
  const unfoldedShown = unfolded && shownKeys.has(weekKey(unfolded)) ? unfolded : null;

  const act = useCallback((action: WeekAction, week: EmployeeWeek) => {
    if (action === 'lines') {
      setUnfolded((current) => (current && weekKey(current) === weekKey(week) ? null : week));
      return;
    }
    if (action === 'overtime') {
      setOvertimeOf(week);
      return;
    }
    const decision: ApprovalDecisionKind = action === 'approve' ? 'Approve' : 'Reject';
    setOpen({
      kind: 'decide',
      decision,
      selection: { filter: weekSelection(week) },
      what: `the week of ${employeeLabel(week)} ending ${formatCalendarDate(week.weekEndingDate)}`,
      clears: false,
    });
  }, []);
  useEffect(() => {
    if (unfolded) linesHeading.current?.focus();
  }, [unfolded]);

  const firstWeek = list.rows[0]?.weekEndingDate;
  const days = useMemo(() => dayHeaders(firstWeek), [firstWeek]);
  const columns = useMemo(
    () =>
      employeeWeekColumns({
        days,
        canApprove,
        isUnfolded: (week) => unfoldedShown !== null && weekKey(unfoldedShown) === weekKey(week),
        act,
      }),
    [days, canApprove, unfoldedShown, act],
  );
  const print = useCallback(() => {
    if (tableArea.current && printTitle)
      void printElement(tableArea.current, { title: `${printTitle} by employee` });
  }, [printTitle]);
  const close = useCallback(() => setOpen({ kind: 'none' }), []);

  return (
    <Stack gap="4" minW="0">
      <Box ref={tableArea} minW="0" css={LINE_ACTION_CSS}>
        <DataTable
          label="Timecards by employee"
          columns={columns}
          rowKey={weekKey}
          minWidth="1900px"
          maxHeight="calc(100vh - 260px)"
          // The screen's main list when chosen: the pager stays put as the weeks come.
          fullHeight
          {...list.table}
          exportCsv={
            fromDate && toDate ? () => exportEmployeeWeeksCsv({ fromDate, toDate }, search) : undefined
          }
          footer={() => (
            <Flex justify="flex-end" data-print="hide">
              <Button size="sm" variant="outline" colorPalette="gray" onClick={print}>
                <PrintIcon /> Print
              </Button>
            </Flex>
          )}
        />
      </Box>
      {unfoldedShown ? (
        <Stack
          as="section"
          id="employee-week-lines"
          gap="2"
          minW="0"
          aria-labelledby="employee-week-lines-title"
        >
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="md" id="employee-week-lines-title" ref={linesHeading} tabIndex={-1}>
              Lines of {employeeLabel(unfoldedShown)}, week ending{' '}
              {formatCalendarDate(unfoldedShown.weekEndingDate)}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {unfoldedShown.lines} line(s) in the week
            </Text>
            <Button size="xs" variant="ghost" ml="auto" onClick={() => setUnfolded(null)}>
              Hide lines
            </Button>
          </Flex>
          <UnfoldedWeek week={unfoldedShown} onOpen={onOpen} />
        </Stack>
      ) : null}
      <ApprovalDialogs open={open} onClose={close} onDecided={close} />
      {overtimeOf ? (
        <WeekOvertimeDialog
          week={overtimeOf}
          dayHeaders={dayHeaders(overtimeOf.weekEndingDate)}
          onClose={() => setOvertimeOf(null)}
        />
      ) : null}
    </Stack>
  );
});

/** The line list of one employee-week: every line of the week, with the line list's actions. */
function UnfoldedWeek({
  week,
  onOpen,
}: {
  week: EmployeeWeek;
  onOpen: (kind: TimecardDialog, row: TimecardRecord) => void;
}) {
  const { fromDate, toDate, SearchText } = useMemo(() => weekSelection(week), [week]);
  const title = `Timecards of ${employeeLabel(week)}, week ending ${formatCalendarDate(week.weekEndingDate)}`;
  return (
    <TimecardsList
      fromDate={fromDate}
      toDate={toDate}
      printTitle={title}
      fixedSearch={SearchText}
      onOpen={onOpen}
      fullHeight={false}
    />
  );
}

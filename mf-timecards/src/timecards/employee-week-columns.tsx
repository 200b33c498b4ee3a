import {
  ATTESTATION_FILTER_OPTIONS,
  type EmployeeWeek,
  TimecardSearchField as F,
  WEEK_ATTESTATION_COUNTS,
  WEEK_SIGNATURE_COUNTS,
} from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { CellBadge, CellGroup, CellText, type DataTableColumn } from '@tac/ui/table';
import { ApprovalStateFilter, ExceptionsFilter } from '../approval/index.ts';
import { dateFilterSearch } from '../common/date-filter-search.tsx';
import { employeeLabel } from '../common/labels.ts';
import { countsText, hoursText, ruleSetName, splitText } from './employee-week-rules.ts';

export type WeekAction = 'lines' | 'approve' | 'reject' | 'overtime';

export interface WeekColumnContext {
  /** The day columns' headers (rules.ts dayHeaders). */
  days: readonly string[];
  /** The user holds btn.timecard.approve: Approve week and Reject week show. */
  canApprove: boolean;
  /** The row whose lines are unfolded below the table. */
  isUnfolded: (week: EmployeeWeek) => boolean;
  act: (action: WeekAction, week: EmployeeWeek) => void;
}

const weekName = (week: EmployeeWeek) =>
  `${employeeLabel(week)}, week ending ${formatCalendarDate(week.weekEndingDate)}`;

/**
 * The week by employee's columns (shared/docs/overtime.md): who and which week, the hours of each
 * day, the split as sent and as worked out, and the lines' states (approval, attestation, and
 * whether the signed attestation is on file); the line list's searches on the columns both views
 * share.
 */
export function employeeWeekColumns({
  days,
  canApprove,
  isUnfolded,
  act,
}: WeekColumnContext): DataTableColumn<EmployeeWeek>[] {
  return [
    {
      id: 'employee',
      header: 'Employee Number - Name',
      width: '14rem',
      search: { fieldName: F.Employee, ariaLabel: 'Search Employee Number - Name' },
      cell: employeeLabel,
    },
    {
      id: 'weekEnding',
      header: 'Week Ending',
      width: '9rem',
      search: dateFilterSearch(F.WeekEndingDate, 'Week Ending Date'),
      cell: (week) => formatCalendarDate(week.weekEndingDate),
    },
    ...days.map(
      (header, i): DataTableColumn<EmployeeWeek> => ({
        id: `day${i}`,
        header,
        width: '3.5rem',
        cell: (week) => hoursText(week.days[i] ?? 0),
      }),
    ),
    {
      id: 'total',
      header: 'Total',
      width: '4rem',
      cell: (week) => hoursText(week.days.reduce((sum, h) => sum + h, 0)),
    },
    {
      id: 'sent',
      header: 'Sent Reg · OT · DT',
      width: '9rem',
      cell: (week) => splitText(week.sent),
    },
    {
      id: 'workedOut',
      header: 'Worked Out Reg · OT · DT',
      width: '13rem',
      highlight: (week) => week.overtime === 'Open',
      cell: (week) => (
        <span
          title={
            week.overtime === 'Resolved'
              ? `Kept as sent: ${week.overtimeResolution}`
              : `${ruleSetName(week.overtimeRuleSet)} rules`
          }
        >
          <CellGroup>
            {splitText(week.workedOut)}
            {week.overtime === 'Open' ? <CellBadge color="orange">Overtime open</CellBadge> : null}
            {week.overtime === 'Resolved' ? <CellText muted>Kept as sent</CellText> : null}
          </CellGroup>
        </span>
      ),
    },
    {
      id: 'payCodes',
      header: 'Pay Codes',
      width: '9rem',
      search: { fieldName: F.PayCode, ariaLabel: 'Search Pay Codes' },
      cell: (week) => (
        <>
          {week.payCodes.join(', ')}
          {week.premiumHours > 0 ? (
            <CellText muted> ({hoursText(week.premiumHours)} h premium)</CellText>
          ) : null}
        </>
      ),
    },
    {
      id: 'exceptions',
      header: 'Exceptions',
      width: '9rem',
      search: {
        fieldName: F.Exceptions,
        ariaLabel: 'Filter Exceptions',
        render: (value, onChange) => <ExceptionsFilter value={value} onChange={onChange} />,
      },
      cell: (week) =>
        week.openExceptions > 0 ? <CellBadge color="orange">Open: {week.openExceptions}</CellBadge> : null,
    },
    {
      id: 'approval',
      header: 'Approval',
      width: '14rem',
      search: {
        fieldName: F.ApprovalState,
        ariaLabel: 'Filter Approval',
        render: (value, onChange) => <ApprovalStateFilter value={value} onChange={onChange} />,
      },
      cell: (week) =>
        countsText([
          [week.pending, 'pending'],
          [week.approved, 'approved'],
          [week.rejected, 'rejected'],
        ]),
    },
    {
      id: 'attestation',
      header: 'Attestation',
      width: '13rem',
      cell: (week) =>
        countsText(
          ATTESTATION_FILTER_OPTIONS.map((status) => {
            const { field, word } = WEEK_ATTESTATION_COUNTS[status];
            return [week[field], word] as const;
          }),
        ),
    },
    {
      id: 'signature',
      header: 'Signature',
      width: '10rem',
      cell: (week) =>
        countsText(WEEK_SIGNATURE_COUNTS.map(({ field, word }) => [week[field], word] as const)),
    },
    {
      id: 'actions',
      header: 'Week',
      width: canApprove ? '28rem' : '6rem',
      cell: (week) => (
        <WeekActions week={week} canApprove={canApprove} unfolded={isUnfolded(week)} act={act} />
      ),
    },
  ];
}

function WeekActions({
  week,
  canApprove,
  unfolded,
  act,
}: {
  week: EmployeeWeek;
  canApprove: boolean;
  unfolded: boolean;
  act: (action: WeekAction, week: EmployeeWeek) => void;
}) {
  const name = weekName(week);
  // A reviewer's buttons: styled as the line list's (data-line-action, LINE_ACTION_CSS).
  const button = (action: WeekAction, style: string, text: string, label: string) => (
    <button
      type="button"
      data-line-action={style}
      aria-label={`${label} ${name}`}
      onClick={() => act(action, week)}
    >
      {text}
    </button>
  );
  return (
    // Controls only: the printed list leaves them out (@tac/ui/print).
    <span data-print="hide">
      <CellGroup>
        <button
          type="button"
          data-line-action="lines"
          aria-expanded={unfolded}
          aria-controls="employee-week-lines"
          aria-label={`${unfolded ? 'Hide' : 'Show'} the lines of ${name}`}
          onClick={() => act('lines', week)}
        >
          {unfolded ? 'Hide lines' : 'Lines'}
        </button>
        {canApprove && week.overtime === 'Open' && !week.periodClosed
          ? button('overtime', 'resolve', 'Resolve overtime', 'Resolve the overtime of')
          : null}
        {/* A closed week's lines are locked: the server would refuse to correct them to the split. */}
        {canApprove && week.periodClosed ? <CellText muted>Week closed</CellText> : null}
        {canApprove && week.pending > 0
          ? button('approve', 'approve', 'Approve week', 'Approve the week of')
          : null}
        {canApprove && week.pending > 0
          ? button('reject', 'reject', 'Reject week', 'Reject the week of')
          : null}
      </CellGroup>
    </span>
  );
}

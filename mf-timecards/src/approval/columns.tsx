import { TimecardSearchField as F, type TimecardRecord } from '@tac/contracts';
import { CellBadge, CellGroup, CellText, type DataTableColumn } from '@tac/ui/table';
import { employeeLabel } from '../common/labels.ts';
import { ApprovalStateFilter, ExceptionsFilter } from './filters.tsx';
import {
  approvalColor,
  exceptionLabel,
  hasOpenException,
  isCorrectable,
  isDecidable,
  isResolvable,
  lockedByClosedPeriod,
  openExceptions,
} from './rules.ts';
import { selectColumn } from './select-column.tsx';

export type LineAction = 'approve' | 'reject' | 'correct' | 'resolve';

export interface ApprovalColumnContext {
  isSelected: (row: TimecardRecord) => boolean;
  toggle: (row: TimecardRecord) => void;
  /** The user holds btn.timecard.approve: the row actions show. */
  canApprove: boolean;
  act: (action: LineAction, row: TimecardRecord) => void;
}

const lineName = (row: TimecardRecord) => `${employeeLabel(row)} ${row.day.slice(0, 10)} ${row.hoursType}`;

/**
 * The approval columns at the head of the timecard list (shared/docs/approval.md): a selection
 * box, the approval state, the exceptions, and the row's actions.
 */
export function approvalColumns({
  isSelected,
  toggle,
  canApprove,
  act,
}: ApprovalColumnContext): DataTableColumn<TimecardRecord>[] {
  const columns: DataTableColumn<TimecardRecord>[] = [
    {
      id: 'approval',
      header: 'Approval',
      width: '11rem',
      search: {
        fieldName: F.ApprovalState,
        ariaLabel: 'Filter Approval',
        render: (value, onChange) => <ApprovalStateFilter value={value} onChange={onChange} />,
      },
      cell: approvalCell,
    },
    {
      id: 'exceptions',
      header: 'Exceptions',
      width: '12rem',
      search: {
        fieldName: F.Exceptions,
        ariaLabel: 'Filter Exceptions',
        render: (value, onChange) => <ExceptionsFilter value={value} onChange={onChange} />,
      },
      cell: exceptionsCell,
    },
  ];
  if (!canApprove) return columns;
  return [
    selectColumn(lineName, isSelected, toggle),
    ...columns,
    {
      id: 'review',
      header: 'Review',
      width: '15rem',
      cell: (row) => lineActions(row, act),
    },
  ];
}

// The cells are functions the table calls, not components: as components, each row of every page
// had three more for React to render, keep and walk.

function approvalCell(row: TimecardRecord) {
  return (
    <CellGroup>
      <CellBadge color={approvalColor(row.approvalState)} title={row.approvalReason || undefined}>
        {row.approvalState}
      </CellBadge>
      {row.lateState === 'Held' ? <CellBadge color="orange">Late</CellBadge> : null}
      {row.changedAfterAttestation ? (
        <CellBadge color="blue" title={row.correctionReason}>
          Changed after attestation
        </CellBadge>
      ) : row.original ? (
        <CellText muted title={row.correctionReason}>
          Corrected
        </CellText>
      ) : null}
    </CellGroup>
  );
}

function exceptionsCell(row: TimecardRecord) {
  if (row.exceptions.length === 0) return null;
  const labels = (kinds: readonly string[]) => kinds.map(exceptionLabel).join('; ');
  const open = openExceptions(row);
  const resolved = row.exceptions.filter((kind) => !open.includes(kind));
  const title = [
    open.length > 0 ? labels(open) : '',
    resolved.length > 0 ? `${labels(resolved)} — resolved: ${row.exceptionResolution}` : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <span title={title}>
      <CellBadge color={open.length > 0 ? 'orange' : 'gray'}>
        {open.length > 0 ? `Open: ${open.length}` : 'Resolved'}
      </CellBadge>
      <CellText muted> {labels(row.exceptions)}</CellText>
    </span>
  );
}

function lineActions(row: TimecardRecord, act: (action: LineAction, row: TimecardRecord) => void) {
  const decidable = isDecidable(row);
  const open = hasOpenException(row);
  const button = (action: LineAction, label: string) => (
    <button
      type="button"
      data-line-action={action}
      aria-label={`${label} ${lineName(row)}`}
      onClick={() => act(action, row)}
    >
      {label}
    </button>
  );
  return (
    // Controls only: the printed list leaves this column out (@tac/ui/print).
    <CellGroup data-print="hide">
      {decidable && !open ? button('approve', 'Approve') : null}
      {decidable ? button('reject', 'Reject') : null}
      {isResolvable(row) ? button('resolve', 'Resolve') : null}
      {isCorrectable(row) ? button('correct', 'Correct') : null}
      {lockedByClosedPeriod(row) ? <CellText muted>Week closed</CellText> : null}
    </CellGroup>
  );
}

/**
 * The Review column's buttons are plain buttons (a page holds 100 rows of them, cheaper than a
 * component each); the list's container styles them with this.
 */
export const LINE_ACTION_CSS = {
  '& [data-line-action]': {
    paddingInline: '0.5rem',
    paddingBlock: '0',
    // As tall as a badge: the list keeps its one-line rows (12 in view on a laptop).
    lineHeight: '1rem',
    borderWidth: '1px',
    borderRadius: '0.25rem',
    borderColor: 'border',
    fontSize: 'xs',
    fontWeight: 'medium',
    cursor: 'pointer',
  },
  '& [data-line-action]:hover': { bg: 'bg.muted' },
  '& [data-line-action]:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  '& [data-line-action="approve"]': { color: 'green.fg', borderColor: 'green.muted' },
  '& [data-line-action="reject"]': { color: 'red.fg', borderColor: 'red.muted' },
} as const;

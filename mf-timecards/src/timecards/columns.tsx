import { TimecardSearchField as F, type TimecardRecord } from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import {
  CellBadge,
  CellGroup,
  CellStatus,
  CellText,
  type DataTableColumn,
  RowIconButton,
} from '@tac/ui/table';
import type { ReactNode } from 'react';
import { dateFilterSearch } from '../common/date-filter-search.tsx';
import { employeeLabel, formatNumber } from '../common/labels.ts';
import { AttestationFilter } from './AttestationFilter.tsx';
import { attestationColor, hasAttestation, integrationShown } from './rules.ts';

export type TimecardDialog = 'payrollNote' | 'actualNotes' | 'expectationNotes' | 'attestation' | 'history';

export interface ColumnContext {
  /** Whether this row shows its units (see rules.ts `unitsShown`). */
  showsUnits: (row: TimecardRecord) => boolean;
  open: (dialog: TimecardDialog, row: TimecardRecord) => void;
}

const search = (fieldName: string, header: string) => ({ fieldName, ariaLabel: `Search ${header}` });

function noteButton(label: string, row: TimecardRecord, present: boolean, onClick: () => void): ReactNode {
  if (!present) return null;
  return <RowIconButton label={`${label} for ${employeeLabel(row)}`} glyph="note" onClick={onClick} />;
}

function text(
  header: string,
  fieldName: string | null,
  cell: (row: TimecardRecord) => ReactNode,
  width?: string,
) {
  return {
    id: fieldName ?? header,
    header,
    cell,
    width,
    search: fieldName ? search(fieldName, header) : undefined,
  } satisfies DataTableColumn<TimecardRecord>;
}

/** The 24 columns of spec 000 §2, in its order. */
export function timecardColumns({ showsUnits, open }: ColumnContext): DataTableColumn<TimecardRecord>[] {
  return [
    {
      id: 'payrollNote',
      header: 'Payroll Note',
      width: '5rem',
      cell: (row) => noteButton('Payroll Note', row, !!row.payrollNote, () => open('payrollNote', row)),
    },
    text('Employee Number - Name', F.Employee, employeeLabel, '13rem'),
    text('Device Name', F.DeviceName, (row) => row.submittedDeviceName, '15rem'),
    text('Project#', F.ProjectNumber, (row) => row.projectNumber, '8rem'),
    text('Task Name', F.TaskName, (row) => row.taskName, '11rem'),
    text('Pay Code', F.PayCode, (row) => row.hoursType, '7rem'),
    text('Total Hours', F.TotalHours, (row) => formatNumber(row.hours), '7rem'),
    text('Start Time', F.StartTime, (row) => row.startTime, '7rem'),
    text('Lunch Start', F.LunchStart, (row) => row.lunchStartTime, '7rem'),
    text('Lunch End', F.LunchEnd, (row) => row.lunchEndTime, '7rem'),
    text('End Time', F.EndTime, (row) => row.endTime, '7rem'),
    {
      id: 'attestation',
      header: 'Attestation',
      width: '10rem',
      search: {
        fieldName: F.Attestation,
        ariaLabel: 'Filter Attestation',
        render: (value, onChange) => <AttestationFilter value={value} onChange={onChange} />,
      },
      cell: (row) => attestationCell(row, () => open('attestation', row)),
    },
    text(
      'Actual Units',
      F.ActualUnits,
      (row) => (showsUnits(row) ? formatNumber(row.workUnits) : ''),
      '7rem',
    ),
    {
      id: 'actualNotes',
      header: 'Actual Notes',
      width: '5rem',
      cell: (row) =>
        noteButton('Actual Work Notes', row, !!row.workNote || row.isAttachmentAdded, () =>
          open('actualNotes', row),
        ),
    },
    text('Work Done At Job Site', F.WorkDoneAtJobSite, (row) => row.workDoneAtJobSite, '11rem'),
    text('Job Override', F.JobOverride, (row) => row.jobOverride, '8rem'),
    text('Union Override', F.UnionOverride, (row) => row.unionOverride, '8rem'),
    text('Day', F.Day, (row) => formatCalendarDate(row.day), '7rem'),
    text(
      'Exp Units',
      F.ExpUnits,
      (row) => (showsUnits(row) ? formatNumber(row.expectationUnits) : ''),
      '7rem',
    ),
    {
      id: 'expNotes',
      header: 'Exp Notes',
      width: '5rem',
      cell: (row) =>
        noteButton('Expectation Work Notes', row, !!row.expectationNote, () => open('expectationNotes', row)),
    },
    text('Status Code', F.StatusCode, (row) => row.fieldStatusDescription, '9rem'),
    {
      id: 'synced',
      header: 'Synced Date Time',
      width: '10rem',
      search: dateFilterSearch(F.SyncedDate, 'Synced Date Time'),
      cell: (row) => <CellText>{formatDateTime(row.userSyncOnlineDateTime)}</CellText>,
    },
    {
      id: 'weekEnding',
      header: 'Week Ending Date',
      width: '10rem',
      search: dateFilterSearch(F.WeekEndingDate, 'Week Ending Date'),
      cell: (row) => formatCalendarDate(row.weekEndingDate),
    },
    text(
      'Integration Status',
      F.IntegrationStatus,
      // The line's History (shared/docs/architecture.md "History") sits beside its integration state.
      (row) => (
        <CellGroup>
          {integrationCell(row)}
          <RowIconButton
            label={`History for ${employeeLabel(row)}`}
            glyph="audit-log"
            onClick={() => open('history', row)}
          />
        </CellGroup>
      ),
      // Room for payroll's reason beside Error; the rest of a long one ends in an ellipsis.
      '16rem',
    ),
  ];
}

// The cells are functions the table calls, not components (approval/columns.tsx says why).

function attestationCell(row: TimecardRecord, onView: () => void) {
  const color = attestationColor(row.attestationStatus);
  return (
    <CellGroup>
      {color ? (
        <CellBadge color={color} data-status={row.attestationStatus}>
          {row.attestationStatus}
        </CellBadge>
      ) : (
        <CellText muted data-status="None">
          None
        </CellText>
      )}
      {/* Spec 000 §4: the eye is clickable only when a status exists. */}
      <RowIconButton
        label={`View attestation for ${employeeLabel(row)}`}
        disabled={!hasAttestation(row.attestationStatus)}
        glyph="eye"
        onClick={onView}
      />
    </CellGroup>
  );
}

/** The state's icon and word; a line in Error adds payroll's reason (cut short, whole on hover). */
function integrationCell(row: TimecardRecord) {
  const shown = integrationShown(row.intStatus);
  if (!shown) return null;
  return (
    <>
      {/* No data-status: that marks the Attestation cell's state, which the tests read the row's by. */}
      <CellStatus glyph={shown.glyph} color={shown.color}>
        {shown.label}
      </CellStatus>
      {shown.label === 'Error' && row.payrollRejectedReason ? (
        <CellText muted title={row.payrollRejectedReason}>
          {row.payrollRejectedReason}
        </CellText>
      ) : null}
    </>
  );
}

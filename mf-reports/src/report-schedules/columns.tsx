import {
  ReportScheduleSearchField as F,
  Messages,
  type ReportScheduleRow,
  reportRunLabel,
  reportTimeLabel,
} from '@tac/contracts';
import { Text } from '@tac/ui';
import { CellBadge, CellText, type DataTableColumn } from '@tac/ui/table';
import type { ReactNode } from 'react';

function column(
  header: string,
  fieldName: string,
  cell: (row: ReportScheduleRow) => ReactNode,
  width: string,
): DataTableColumn<ReportScheduleRow> {
  return { id: fieldName, header, cell, width, search: { fieldName, ariaLabel: `Search ${header}` } };
}

/**
 * Why a paused schedule sends nothing, and how it resumes (shared/docs/remotes/reports.md "Paused
 * schedules"): in words under its name, wrapped, since it is what the office must act on.
 */
function PausedReason({ reason }: { reason: string }) {
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.warning" mt="1" whiteSpace="normal">
      {`${reason}. ${Messages.reports.pausedResume}`}
    </Text>
  );
}

/**
 * The eight columns of spec 001 §2.4, in its order, each with its search box. A list (recipients,
 * projects…) keeps to one line like every cell: its words whole, an ellipsis when long, the whole
 * list on hover (the data table's own title).
 */
export const scheduleColumns: DataTableColumn<ReportScheduleRow>[] = [
  column(
    'Schedule Name',
    F.ScheduleName,
    (row) => (
      <>
        <CellText>
          {row.pausedReason && <CellBadge color="orange">Paused</CellBadge>}{' '}
          <strong>{row.scheduleName}</strong> · {row.reportTypeName}
        </CellText>
        {row.pausedReason && <PausedReason reason={row.pausedReason} />}
      </>
    ),
    '8rem',
  ),
  column('Run', F.Run, (row) => <CellText>{reportRunLabel(row)}</CellText>, '7rem'),
  column(
    'Report Time',
    F.ReportTime,
    (row) => <CellText>{reportTimeLabel(row.runReportAt)}</CellText>,
    '7rem',
  ),
  column('Send Report To', F.SendReportTo, (row) => row.sendReportTo, '8rem'),
  column('Projects', F.Projects, (row) => row.projects, '7rem'),
  column('Divisions', F.Divisions, (row) => row.divisions, '7rem'),
  column('Report Delegates', F.ReportDelegates, (row) => row.reportDelegate, '7rem'),
  column('Created By', F.CreatedBy, (row) => row.userName, '7rem'),
];

import {
  ReportScheduleSearchField as F,
  type ReportScheduleRow,
  reportRunLabel,
  reportTimeLabel,
} from '@tac/contracts';
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
 * The eight columns of spec 001 §2.4, in its order, each with its search box. A list (recipients,
 * projects…) keeps to one line like every cell: its words whole, an ellipsis when long, the whole
 * list on hover (the data table's own title).
 */
export const scheduleColumns: DataTableColumn<ReportScheduleRow>[] = [
  column(
    'Schedule Name',
    F.ScheduleName,
    (row) => (
      // Why it is paused is told above the list, whole (PausedNotice.tsx).
      <CellText>
        {row.pausedReason && <CellBadge color="orange">Paused</CellBadge>} <strong>{row.scheduleName}</strong>{' '}
        · {row.reportTypeName}
      </CellText>
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

import { ReportScheduleSearchField as F, type ReportScheduleRow, reportRunLabel } from '@tac/contracts';
import { CellText, type DataTableColumn } from '@tac/ui/table';
import type { ReactNode } from 'react';

/**
 * A cell of a list (recipients, projects, divisions, delegates): at most two lines, the whole text
 * as its tooltip, so a schedule sent to thirty people keeps its row readable.
 */
function ListCell({ text }: { text: string }) {
  return (
    <span
      title={text || undefined}
      style={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        wordBreak: 'break-word',
      }}
    >
      {text}
    </span>
  );
}

function column(
  header: string,
  fieldName: string,
  cell: (row: ReportScheduleRow) => ReactNode,
  width: string,
): DataTableColumn<ReportScheduleRow> {
  return { id: fieldName, header, cell, width, search: { fieldName, ariaLabel: `Search ${header}` } };
}

/** The eight columns of spec 001 §2.4, in its order, each with its search box. */
export const scheduleColumns: DataTableColumn<ReportScheduleRow>[] = [
  column(
    'Schedule Name',
    F.ScheduleName,
    (row) => (
      <span title={row.reportTypeName}>
        <strong>{row.scheduleName}</strong>
        <br />
        <CellText muted>{row.reportTypeName}</CellText>
      </span>
    ),
    '15%',
  ),
  column('Run', F.Run, (row) => <CellText>{reportRunLabel(row)}</CellText>, '10%'),
  column('Report Time', F.ReportTime, (row) => <CellText>{row.runReportAt.toUpperCase()}</CellText>, '8%'),
  column('Send Report To', F.SendReportTo, (row) => <ListCell text={row.sendReportTo} />, '16%'),
  column('Projects', F.Projects, (row) => <ListCell text={row.projects} />, '15%'),
  column('Divisions', F.Divisions, (row) => <ListCell text={row.divisions} />, '9%'),
  column('Report Delegates', F.ReportDelegates, (row) => <ListCell text={row.reportDelegate} />, '12%'),
  column('Created By', F.CreatedBy, (row) => <ListCell text={row.userName} />, '10%'),
];

import {
  ReportScheduleSearchField as F,
  type ReportScheduleRow,
  RUN_NOW,
  reportRunLabel,
} from '@tac/contracts';
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
        // Table cells keep to one line (the table's CSS); a list wraps within its column instead.
        whiteSpace: 'normal',
        overflowWrap: 'break-word',
      }}
    >
      {text}
    </span>
  );
}

/** 'Now' for a Run now schedule; the time as saved ('07:30 AM') otherwise; blank in date mode. */
const reportTimeLabel = (runReportAt: string) =>
  runReportAt.toLowerCase() === RUN_NOW ? 'Now' : runReportAt;

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
      <span title={row.reportTypeName} style={{ whiteSpace: 'normal' }}>
        <strong>{row.scheduleName}</strong>
        <br />
        <span style={{ color: 'var(--chakra-colors-fg-muted)' }}>{row.reportTypeName}</span>
      </span>
    ),
    '14%',
  ),
  column('Run', F.Run, (row) => <CellText>{reportRunLabel(row)}</CellText>, '9rem'),
  column(
    'Report Time',
    F.ReportTime,
    (row) => <CellText>{reportTimeLabel(row.runReportAt)}</CellText>,
    '7.5rem',
  ),
  column('Send Report To', F.SendReportTo, (row) => <ListCell text={row.sendReportTo} />, '18%'),
  column('Projects', F.Projects, (row) => <ListCell text={row.projects} />, '16%'),
  column('Divisions', F.Divisions, (row) => <ListCell text={row.divisions} />, '9%'),
  column('Report Delegates', F.ReportDelegates, (row) => <ListCell text={row.reportDelegate} />, '10%'),
  column('Created By', F.CreatedBy, (row) => <ListCell text={row.userName} />, '11%'),
];

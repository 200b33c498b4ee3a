import { IssueNoteSearchField as F, type IssueNote } from '@tac/contracts';
import { Text } from '@tac/ui';
import { AttachmentThumbnails } from '@tac/ui/attachments';
import { DataTable, type DataTableColumn, searchableColumn } from '@tac/ui/table';
import { DayListDialog, type DaySource, projectAndDeviceColumns } from '../common/DayListDialog.tsx';
import { getIssueNotes, issueNotesKey } from './api/get-issue-notes.ts';
import { acceptIssueDate } from './rules.ts';

/** The columns never change: built once. */
const ISSUE_COLUMNS: DataTableColumn<IssueNote>[] = [
  ...projectAndDeviceColumns<IssueNote>(F, (r) => r.submittedDeviceName),
  searchableColumn({
    id: 'issueNote',
    header: 'Issue Notes',
    width: '35%',
    cell: (r) => <Text whiteSpace="pre-wrap">{r.issueNote}</Text>,
    fieldName: F.IssueNote,
  }),
  searchableColumn({
    id: 'status',
    header: 'Status Code',
    cell: (r) => r.fieldStatusDescription,
    fieldName: F.StatusCode,
  }),
  { id: 'lostHours', header: 'Lost Hours', cell: (r) => String(r.lostHours ?? '') },
  {
    id: 'attachments',
    header: 'Attachments',
    cell: (r) => (r.attachments?.length ? <AttachmentThumbnails attachments={r.attachments} /> : null),
  },
];

const ISSUE_NOTES: DaySource<IssueNote> = {
  title: 'Issue Notes for All Projects',
  size: 'xl',
  listKey: issueNotesKey,
  fetchDay: getIssueNotes,
  accept: acceptIssueDate,
  maxDay: () => new Date(),
};

/** Spec 000 §2 "Issue Notes for All Projects": one day's issue notes, searchable and paged. */
export function IssueNotesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DayListDialog open={open} onClose={onClose} source={ISSUE_NOTES}>
      {(list) => (
        <DataTable
          label="Issue Notes"
          columns={ISSUE_COLUMNS}
          rowKey={(row) => row.id}
          maxHeight="calc(100vh - 400px)"
          {...list.table}
        />
      )}
    </DayListDialog>
  );
}

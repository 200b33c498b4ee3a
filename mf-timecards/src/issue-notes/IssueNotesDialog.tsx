import { IssueNoteSearchField as F, type IssueNote, type SearchRequest } from '@tac/contracts';
import { Stack, Text } from '@tac/ui';
import { AttachmentThumbnails } from '@tac/ui/attachments';
import { ViewDialog } from '@tac/ui/dialog';
import { DataTable, type DataTableColumn, usePagedList } from '@tac/ui/table';
import { startOfDay } from 'date-fns';
import { useCallback, useState } from 'react';
import { DateField } from '../common/DateField.tsx';
import { queryDates } from '../common/dates.ts';
import { getIssueNotes } from './api/get-issue-notes.ts';
import { acceptIssueDate } from './rules.ts';

/** The columns never change: built once. */
const ISSUE_COLUMNS = ((): DataTableColumn<IssueNote>[] => {
  const search = (fieldName: string, header: string) => ({ fieldName, ariaLabel: `Search ${header}` });
  return [
    {
      id: 'projectNumber',
      header: 'Project Number',
      cell: (r) => r.projectNumber,
      search: search(F.ProjectNumber, 'Project Number'),
    },
    {
      id: 'device',
      header: 'Device Name',
      cell: (r) => r.submittedDeviceName,
      search: search(F.DeviceName, 'Device Name'),
    },
    {
      id: 'issueNote',
      header: 'Issue Notes',
      width: '35%',
      cell: (r) => <Text whiteSpace="pre-wrap">{r.issueNote}</Text>,
      search: search(F.IssueNote, 'Issue Notes'),
    },
    {
      id: 'status',
      header: 'Status Code',
      cell: (r) => r.fieldStatusDescription,
      search: search(F.StatusCode, 'Status Code'),
    },
    { id: 'lostHours', header: 'Lost Hours', cell: (r) => String(r.lostHours ?? '') },
    {
      id: 'attachments',
      header: 'Attachments',
      cell: (r) => (r.attachments?.length ? <AttachmentThumbnails attachments={r.attachments} /> : null),
    },
  ];
})();

/** Spec 000 §2 "Issue Notes for All Projects": one day's issue notes, searchable and paged. */
export function IssueNotesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ViewDialog open={open} title="Issue Notes for All Projects" size="xl" onClose={onClose}>
      {open && <IssueNotesBody />}
    </ViewDialog>
  );
}

function IssueNotesBody() {
  const [day, setDay] = useState(() => startOfDay(new Date()));
  const { fromDate, toDate } = queryDates(day, day);
  const fetchPage = useCallback(
    (request: SearchRequest) => getIssueNotes({ fromDate, toDate }, request),
    [fromDate, toDate],
  );
  // Keyed by day: another day starts again at page 1 with the same search.
  const list = usePagedList(['timecards-issue-notes', fromDate], fetchPage, { onFailure: 'keep' });

  return (
    <Stack gap="3">
      <DateField
        label="Date"
        value={day}
        max={new Date()}
        onChange={(next) => {
          if (acceptIssueDate(next)) setDay(startOfDay(next));
        }}
      />
      <DataTable
        label="Issue Notes"
        columns={ISSUE_COLUMNS}
        rowKey={(row) => row.id}
        maxHeight="calc(100vh - 400px)"
        {...list.table}
      />
    </Stack>
  );
}

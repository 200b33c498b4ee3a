import { ApiPaths, type PayrollNoteItem, PayrollNoteSearchField, ReferenceMessages } from '@tac/contracts';
import { oneTextList } from '../reference-list/one-text-list.ts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deletePayrollNote } from './api/delete-payroll-note.ts';
import { getPayrollNote } from './api/get-payroll-note.ts';
import { getPayrollNoteList } from './api/get-payroll-note-list.ts';
import { PAYROLL_NOTE_LIST_KEY } from './api/list-key.ts';
import { savePayrollNote } from './api/save-payroll-note.ts';
import { sortPayrollNotes } from './rules.ts';

/** Spec 002 §2 "Payroll Note List": search, add, edit, delete; rows by name ignoring case. */
export const payrollNoteList: ReferenceListDefinition<PayrollNoteItem, PayrollNoteItem, 'name', string> = {
  title: 'Payroll Note List',
  modalTitles: { add: 'Add Payroll Note', edit: 'Edit Payroll Note' },
  ...oneTextList<PayrollNoteItem, 'name'>(
    {
      name: 'name',
      label: 'Payroll Note',
      searchField: PayrollNoteSearchField.Name,
      placeholder: 'Enter Payroll Note',
      messages: ReferenceMessages.payrollNote,
    },
    (name, record) =>
      savePayrollNote(
        record ? { Id: record.id, Name: name, IsActive: record.isActive } : { Name: name, IsActive: true },
      ),
  ),
  rowKey: (row) => row.id,
  exportCsvPath: ApiPaths.payrollNote.exportCsv,
  listKey: PAYROLL_NOTE_LIST_KEY,
  fetchPage: getPayrollNoteList,
  sortRows: sortPayrollNotes,
  fetchRecord: (row) =>
    recordFrom(
      getPayrollNote(row.id),
      (data) => data.payRollNotes[0],
      ReferenceMessages.payrollNote.notFound,
    ),
  remove: {
    request: (row) => deletePayrollNote(row.id),
    confirm: ReferenceMessages.payrollNote.deleteConfirm,
  },
};

export function PayrollNotePage() {
  return <ReferenceListPage definition={payrollNoteList} />;
}

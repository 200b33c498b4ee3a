import { ApiPaths, PageClaim, PayrollNoteSearchField, ReferenceMessages } from '@tac/contracts';
import { PayrollNoteByIdSchema, PayrollNoteItemSchema, PayrollNoteSaveSchema } from '@tac/contracts/schemas';
import { textList } from '../reference-list/text-list.ts';

/**
 * Payroll Note List (spec 002 §2, §5, §7). Active and inactive notes are listed alike (this is the
 * maintenance list). The table and the wire keep the spec's "payroll note option" names.
 */
export const payrollNoteList = textList({
  title: 'Payroll Note List',
  table: 'payroll_note_option',
  entity: 'payroll_note_option',
  paths: ApiPaths.payrollNote,
  pageClaim: PageClaim.PayrollNote,
  messages: ReferenceMessages.payrollNote,
  text: { row: PayrollNoteSearchField.Name, body: 'Name', column: 'name' },
  header: 'Payroll Note',
  activeFlag: true,
  rowSchema: PayrollNoteItemSchema,
  saveBody: PayrollNoteSaveSchema,
  byId: { query: 'payRollNoteId', schema: PayrollNoteByIdSchema, data: (row) => ({ payRollNotes: [row] }) },
  summaries: {
    list: "Payroll notes, sorted by name; SearchText FieldName 'name' filters by contains",
    byId: 'One payroll note: data is { payRollNotes: [note] }',
    save: 'Add (Id null, 0 or absent) or update a payroll note',
    delete: 'Delete a payroll note (kept as deleted, so timecard notes keep its name)',
  },
});

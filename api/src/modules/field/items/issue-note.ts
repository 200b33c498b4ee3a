import { FieldIssueNoteItemSchema } from '@tac/contracts/schemas';
import { defineFieldItem, knownStatusCode } from './definition.ts';

/** A problem on site (a late delivery, a crane down), perhaps naming an employee and the hours lost. */
export default defineFieldItem({
  kind: 'issueNote',
  schema: FieldIssueNoteItemSchema,
  employees: (item) => ({ field: 'employeeId', ids: item.employeeId ? [item.employeeId] : [] }),
  checks: [knownStatusCode()],
  write: {
    mode: 'single',
    async write(trx, note, { device, divisionId }) {
      const { id } = await trx
        .insertInto('issue_note')
        .values({
          note_date: note.day,
          device_id: device.deviceId,
          employee_id: note.employeeId ?? null,
          project_id: note.projectId,
          division_id: divisionId,
          issue_note: note.issueNote,
          status_code_id: note.statusCodeId ?? null,
          lost_hours: note.lostHours ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  },
  attachments: {
    purposes: ['photo'],
    async store(trx, { recordId, file }) {
      await trx
        .insertInto('issue_note_attachment')
        .values({ issue_note_id: recordId, ...file })
        .execute();
    },
  },
});

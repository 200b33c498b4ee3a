import { ExceptionKind, IntegrationStatus } from '@tac/contracts';
import { weekEndOf } from '@tac/contracts/calendar';
import { FieldTimecardItemSchema } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { defineFieldItem, knownPayCodes, knownStatusCode, knownTask, refuse } from './definition.ts';

/**
 * One timecard line: an employee's hours of one pay code on a day, its clock times and attestation.
 * Its record is the device's time record (the day's lines share it), known before the write; a new
 * line starts New, synced at the server's time of receipt. A line for a closed pay period is held on
 * the Late list by the table's insert trigger (shared/docs/approval.md). A line pushed after the
 * office ended the device's assignment of its employee or project, for a day the device held them,
 * carries the AssignmentEnded exception: the office reviews it.
 */
export default defineFieldItem({
  kind: 'timecard',
  schema: FieldTimecardItemSchema,
  employees: (item) => ({ field: 'employeeId', ids: [item.employeeId] }),
  checks: [
    knownTask(),
    knownStatusCode(),
    knownPayCodes('hoursType', (item) => [item.hoursType]),
    (item, { device }) =>
      item.attestation && !device.allowAttestation
        ? refuse('attestation', 'attestation: this device is not allowed to take attestations', 'not_allowed')
        : undefined,
  ],
  write: {
    mode: 'batch',
    recordId: (item) => item.timeRecordId,
    row: (t, n, { divisionId, review }) => ({
      n,
      client_id: t.clientId,
      time_record_id: t.timeRecordId,
      employee_id: t.employeeId,
      project_id: t.projectId,
      task_id: t.taskId ?? null,
      division_id: divisionId,
      day: t.day,
      week_ending_date: weekEndOf(t.day),
      hours: t.hours,
      hours_type: t.hoursType,
      start_time: t.startTime,
      lunch_start_time: t.lunchStartTime,
      lunch_end_time: t.lunchEndTime,
      end_time: t.endTime,
      status_code_id: t.statusCodeId ?? null,
      payroll_note: t.payrollNote ?? '',
      work_note: t.workNote ?? '',
      attestation_status: t.attestation?.status ?? '',
      attestation_language: t.attestation?.language ?? 'en',
      attestation_reasons: (t.attestation?.reasons ?? []).join(','),
      // Waits in review (an exception that blocks approval) instead of being refused.
      review_exceptions: review ? ExceptionKind.AssignmentEnded : '',
    }),
    insert: (rows, deviceId) => sql`
      insert into timecard (time_record_id, device_id, employee_id, project_id, task_id, division_id, day,
        week_ending_date, hours, hours_type, start_time, lunch_start_time, lunch_end_time, end_time,
        status_code_id, payroll_note, work_note, attestation_status, attestation_language,
        attestation_reasons, review_exceptions, int_status, synced_at)
      select time_record_id, ${deviceId}::integer, employee_id, project_id, task_id, division_id, day,
        week_ending_date, hours, hours_type, start_time, lunch_start_time, lunch_end_time, end_time,
        status_code_id, payroll_note, work_note, attestation_status, attestation_language,
        attestation_reasons, review_exceptions, ${IntegrationStatus.New}, now()
      from jsonb_to_recordset(${rows}) as t (n integer, client_id text, time_record_id integer,
        employee_id integer, project_id integer, task_id integer, division_id integer, day date,
        week_ending_date date, hours double precision, hours_type text, start_time text,
        lunch_start_time text, lunch_end_time text, end_time text, status_code_id integer,
        payroll_note text, work_note text, attestation_status text, attestation_language text,
        attestation_reasons text, review_exceptions text)
      where client_id in (select client_id from fresh)
      order by n`,
  },
  attachments: {
    purposes: ['photo', 'attestationPdf'],
    async store(trx, { deviceId, recordId, purpose, file }) {
      await trx
        .insertInto('timecard_attachment')
        .values({ time_record_id: recordId, device_id: deviceId, ...file })
        .execute();
      if (purpose === 'photo') {
        await trx
          .updateTable('timecard')
          .set({ has_attachment: true })
          .where('time_record_id', '=', recordId)
          .where('device_id', '=', deviceId)
          .execute();
      }
    },
  },
});

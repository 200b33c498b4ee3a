import {
  type FieldDailyDetailItem,
  type FieldIssueNoteItem,
  type FieldItemAnswer,
  type FieldPushItem,
  type FieldTimecardItem,
  type FieldVoucherItem,
  IntegrationStatus,
} from '@tac/contracts';
import { weekEndOf } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { storeDeviceRevision } from '../vouchers/index.ts';
import type { DeviceContext } from './credentials.ts';
import { type Assignment, assignmentOf, checkItem } from './push-checks.ts';

type RawItem = { clientId: string; kind: string } & Record<string, unknown>;

/**
 * A push (shared/docs/field-sync.md "Push"): each item answered on its own, accepted or refused with
 * the field and the reason; a refused item never stops the others. An item whose client id the
 * device pushed before answers accepted again and writes nothing (a push repeated after a lost
 * answer). The accepted items, the items' ids, the device's sync fields and the audit row are one
 * transaction: Synced Date Time is the server's time of receipt, new lines start New.
 */
export async function push(
  db: Db,
  device: DeviceContext,
  items: readonly RawItem[],
): Promise<FieldItemAnswer[]> {
  const assigned = await assignmentOf(db, device);
  const answers = new Map<number, FieldItemAnswer>();
  const candidates: { index: number; item: FieldPushItem }[] = [];
  const seenInBatch = new Set<string>();
  items.forEach((raw, index) => {
    if (seenInBatch.has(raw.clientId)) {
      answers.set(index, {
        clientId: raw.clientId,
        status: 'refused',
        field: 'clientId',
        message: 'clientId: sent twice in this batch',
      });
      return;
    }
    seenInBatch.add(raw.clientId);
    const refusal = checkItem(raw, device, assigned);
    if (refusal) answers.set(index, { clientId: raw.clientId, status: 'refused', ...refusal });
    else candidates.push({ index, item: raw as unknown as FieldPushItem });
  });
  const refused = answers.size;

  const outcome = await auditedWrite(db, null, async (trx) => {
    const fresh = await writeBatch(
      trx,
      device.deviceId,
      assigned,
      candidates.map((c) => c.item),
      refused,
    );
    const toWrite = candidates.filter((c) => fresh.has(c.item.clientId));
    await writeOneByOne(
      trx,
      device,
      assigned,
      toWrite.map((c) => c.item),
    );
    const repeated = candidates.length - toWrite.length;
    return {
      result: { fresh },
      audit: {
        action: 'field-push',
        entity: 'device',
        entityId: device.deviceId,
        before: null,
        after: {
          accepted: toWrite.map((c) => `${c.item.kind}:${c.item.clientId}`),
          repeated,
          refused: [...answers.values()].map((a) => ({ clientId: a.clientId, field: a.field })),
        },
      },
    };
  });
  for (const { index, item } of candidates) {
    answers.set(index, {
      clientId: item.clientId,
      status: 'accepted',
      ...(outcome.fresh.has(item.clientId) ? {} : { repeated: true }),
    });
  }
  return items.map((_, index) => answers.get(index) as FieldItemAnswer);
}

const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * One statement for what most of a push is: records the items' client ids, writes the timecard
 * lines and daily details whose ids were new, and stamps the device's sync; gives the new ids (the
 * others were written before). The rows travel as JSON, so the text is the same for every batch
 * and there is one round trip however many lines (shared/docs/benchmarks.md "Field sync"). A timecard
 * line's record is its time record (its attachments hang on it), known before the write.
 */
async function writeBatch(
  trx: Trx,
  deviceId: number,
  assigned: Assignment,
  items: readonly FieldPushItem[],
  refused: number,
): Promise<Set<string>> {
  const divisionOf = (projectId: number) => assigned.projects.get(projectId)?.divisionId as number;
  const ids = items.map((item) => ({
    client_id: item.clientId,
    kind: item.kind,
    record_id: item.kind === 'timecard' ? item.timeRecordId : null,
    division_id: divisionOf(item.projectId) ?? null,
  }));
  const lines = items
    .filter((i): i is FieldTimecardItem => i.kind === 'timecard')
    .map((t, n) => ({
      n,
      client_id: t.clientId,
      time_record_id: t.timeRecordId,
      employee_id: t.employeeId,
      project_id: t.projectId,
      task_id: t.taskId ?? null,
      division_id: divisionOf(t.projectId),
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
    }));
  const details = items
    .filter((i): i is FieldDailyDetailItem => i.kind === 'dailyDetail')
    .map((d, n) => ({
      n,
      client_id: d.clientId,
      detail_date: d.day,
      project_id: d.projectId,
      division_id: divisionOf(d.projectId),
      weather: d.weather ?? '',
      subs_or_visitors: d.subsOrVisitors ?? '',
      inspection_description: d.inspectionDescription ?? '',
      inspection_initial: d.inspectionInitial ?? '',
      equipment_description: d.equipmentDescription ?? '',
      productive_hours: d.productiveHours ?? null,
      idle_hours: d.idleHours ?? null,
    }));
  // Data-modifying CTEs all run, referenced or not; rows are inserted in the order sent (n).
  const { rows } = await sql<{ client_id: string }>`
    with fresh as (
      insert into field_item (device_id, client_id, kind, record_id, division_id)
      select ${deviceId}::integer, client_id, kind, record_id, division_id
      from jsonb_to_recordset(${json(ids)}) as i (client_id text, kind text, record_id integer, division_id integer)
      on conflict (device_id, client_id) do nothing
      returning client_id
    ), lines as (
      insert into timecard (time_record_id, device_id, employee_id, project_id, task_id, division_id, day,
        week_ending_date, hours, hours_type, start_time, lunch_start_time, lunch_end_time, end_time,
        status_code_id, payroll_note, work_note, attestation_status, attestation_language,
        attestation_reasons, int_status, synced_at)
      select time_record_id, ${deviceId}::integer, employee_id, project_id, task_id, division_id, day,
        week_ending_date, hours, hours_type, start_time, lunch_start_time, lunch_end_time, end_time,
        status_code_id, payroll_note, work_note, attestation_status, attestation_language,
        attestation_reasons, ${IntegrationStatus.New}, now()
      from jsonb_to_recordset(${json(lines)}) as t (n integer, client_id text, time_record_id integer,
        employee_id integer, project_id integer, task_id integer, division_id integer, day date,
        week_ending_date date, hours double precision, hours_type text, start_time text,
        lunch_start_time text, lunch_end_time text, end_time text, status_code_id integer,
        payroll_note text, work_note text, attestation_status text, attestation_language text,
        attestation_reasons text)
      where client_id in (select client_id from fresh)
      order by n
    ), details as (
      insert into daily_detail (detail_date, project_id, device_id, division_id, weather, subs_or_visitors,
        inspection_description, inspection_initial, equipment_description, productive_hours, idle_hours)
      select detail_date, project_id, ${deviceId}::integer, division_id, weather, subs_or_visitors,
        inspection_description, inspection_initial, equipment_description, productive_hours, idle_hours
      from jsonb_to_recordset(${json(details)}) as d (n integer, client_id text, detail_date date,
        project_id integer, division_id integer, weather text, subs_or_visitors text,
        inspection_description text, inspection_initial text, equipment_description text,
        productive_hours double precision, idle_hours double precision)
      where client_id in (select client_id from fresh)
      order by n
    ), synced as (
      update device set last_sync_at = now(), pending_errors = ${refused} where id = ${deviceId}
    )
    select client_id from fresh`.execute(trx);
  return new Set(rows.map((r) => r.client_id));
}

/** The record an item's attachments hang on, kept with its client id. */
async function setRecord(trx: Trx, deviceId: number, clientId: string, recordId: number) {
  await trx
    .updateTable('field_item')
    .set({ record_id: recordId })
    .where('device_id', '=', deviceId)
    .where('client_id', '=', clientId)
    .execute();
}

/** Issue notes and voucher revisions, each written on its own: each one's record is kept with its id. */
async function writeOneByOne(
  trx: Trx,
  device: DeviceContext,
  assigned: Assignment,
  items: readonly FieldPushItem[],
) {
  const divisionOf = (projectId: number) => assigned.projects.get(projectId)?.divisionId as number;
  for (const note of items.filter((i): i is FieldIssueNoteItem => i.kind === 'issueNote')) {
    const { id } = await trx
      .insertInto('issue_note')
      .values({
        note_date: note.day,
        device_id: device.deviceId,
        employee_id: note.employeeId ?? null,
        project_id: note.projectId,
        division_id: divisionOf(note.projectId),
        issue_note: note.issueNote,
        status_code_id: note.statusCodeId ?? null,
        lost_hours: note.lostHours ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setRecord(trx, device.deviceId, note.clientId, id);
  }
  for (const v of items.filter((i): i is FieldVoucherItem => i.kind === 'voucher')) {
    const revisionId = await storeDeviceRevision(
      trx,
      {
        voucherNumber: v.voucherNumber,
        deviceId: device.deviceId,
        projectId: v.projectId,
        taskId: v.taskId,
        createdDate: v.day,
      },
      {
        syncedAt: new Date(),
        submittedMode: v.submittedMode,
        notes: v.notes,
        labour: v.labour,
        materials: v.materials,
        equipment: v.equipment,
      },
      v.signerName,
    );
    await setRecord(trx, device.deviceId, v.clientId, revisionId);
  }
}

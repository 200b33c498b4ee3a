import { sql } from 'kysely';
import type { DivisionScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { isoUtcOrEmpty } from '../../db/iso-utc.ts';
import { ApiError } from '../../http/envelope.ts';
import { employeeFullName } from '../workforce/index.ts';
import { RECORD_NOT_FOUND, recordVisible } from './records.ts';
import { timecardsWithNames } from './with-names.ts';

export interface AttestationSource {
  timeRecordId: number;
  deviceId: number;
  status: string;
  language: string;
  reasons: string[];
  employeeNumber: string;
  fullName: string;
  projectNumber: string;
  projectName: string;
  taskNumber: string;
  taskName: string;
  deviceName: string;
  day: string;
  weekEndingDate: string;
  /** ISO instant in UTC; blank when never synced. */
  syncedAt: string;
  lines: {
    hoursType: string;
    hours: number;
    startTime: string;
    lunchStartTime: string;
    lunchEndTime: string;
    endTime: string;
  }[];
}

/** What the attestation PDF shows; 404 when the record is not visible or has no attestation. */
export async function attestationSource(
  db: Db,
  scope: DivisionScope,
  timeRecordId: number,
  deviceId: number,
): Promise<AttestationSource> {
  if (!(await recordVisible(db, scope, timeRecordId, deviceId))) throw new ApiError(404, RECORD_NOT_FOUND);
  const rows = await timecardsWithNames(db)
    .select([
      't.attestation_status as status',
      't.attestation_language as language',
      't.attestation_reasons as reasons',
      'e.employee_number as employeeNumber',
      employeeFullName('e').as('fullName'),
      'p.project_number as projectNumber',
      'p.name as projectName',
      sql<string>`coalesce(k.task_number, '')`.as('taskNumber'),
      sql<string>`coalesce(k.name, '')`.as('taskName'),
      'd.name as deviceName',
      sql<string>`to_char(t.day, 'YYYY-MM-DD')`.as('day'),
      sql<string>`to_char(t.week_ending_date, 'YYYY-MM-DD')`.as('weekEndingDate'),
      // An instant (ISO, UTC) as the list sends it: the PDF writes it in the business time zone.
      isoUtcOrEmpty(sql`t.synced_at`).as('syncedAt'),
      't.hours_type as hoursType',
      't.hours',
      't.start_time as startTime',
      't.lunch_start_time as lunchStartTime',
      't.lunch_end_time as lunchEndTime',
      't.end_time as endTime',
    ])
    .where('t.time_record_id', '=', timeRecordId)
    .where('t.device_id', '=', deviceId)
    .orderBy('t.id')
    .execute();
  const first = rows.find((r) => r.status !== '');
  if (!first) throw new ApiError(404, 'This time record has no attestation');
  return {
    timeRecordId,
    deviceId,
    status: first.status,
    language: first.language,
    reasons: first.reasons.split(',').filter(Boolean),
    employeeNumber: first.employeeNumber,
    fullName: first.fullName,
    projectNumber: first.projectNumber,
    projectName: first.projectName,
    taskNumber: first.taskNumber,
    taskName: first.taskName,
    deviceName: first.deviceName,
    day: first.day,
    weekEndingDate: first.weekEndingDate,
    syncedAt: first.syncedAt,
    lines: rows.map((r) => ({
      hoursType: r.hoursType,
      hours: r.hours,
      startTime: r.startTime,
      lunchStartTime: r.lunchStartTime,
      lunchEndTime: r.lunchEndTime,
      endTime: r.endTime,
    })),
  };
}

/**
 * Timecards, issue notes and daily details (spec 000 §3, §7, §9). Field names are the spec's.
 * Calendar dates (day, week ending) are 'YYYY-MM-DD' with no time zone; instants (synced) are ISO
 * 8601 in UTC, shown in the browser's local time; clock times (start, lunch, end) are 'HH:mm'.
 */

import type { Static } from 'typebox';
import type { Attachment } from './envelope.ts';
import type { DailyDetailSchema, IssueNoteSchema, TimecardRecordSchema } from './schemas/timecards.ts';
import { selfNamed } from './self-named.ts';

export const AttestationStatus = selfNamed('Approved', 'Rejected', 'Override', 'None');
export type AttestationStatus = (typeof AttestationStatus)[keyof typeof AttestationStatus];
/** Filter options in the spec's order; the filter sends the chosen labels joined by a space. */
export const ATTESTATION_FILTER_OPTIONS: readonly AttestationStatus[] = Object.values(AttestationStatus);
/** Each status as a line stores it (timecard.attestation_status): None is no status at all. */
export const ATTESTATION_STORED: Readonly<Record<AttestationStatus, string>> = {
  Approved: 'Approved',
  Rejected: 'Rejected',
  Override: 'Override',
  None: '',
};

/**
 * A line's payroll export state (shared/docs/payroll-export.md): New until a batch takes it, Exported
 * with the batch, Processed when the payroll system acknowledges the batch, Changed when it is
 * corrected after export (the next batch carries it as a correction line), Error when payroll's
 * result file rejected it (corrected and approved again, the next batch sends it again).
 */
export const IntegrationStatus = selfNamed('Processed', 'Exported', 'New', 'Changed', 'Error');
export type IntegrationStatus = (typeof IntegrationStatus)[keyof typeof IntegrationStatus];

/** An attached image. */
export type TimecardAttachment = Attachment;

/** A timecard list row; what the fields hold is written on its schema. */
export type TimecardRecord = Static<typeof TimecardRecordSchema>;

/** The attestation PDF (generated on the server from the timecard and the attestation texts), base64. */
export type AttestationPdf = Attachment;

export type IssueNote = Static<typeof IssueNoteSchema>;

export type DailyDetail = Static<typeof DailyDetailSchema>;

/** SearchText FieldNames the timecard list understands, one per searchable column. */
export const TimecardSearchField = {
  Employee: 'employee',
  DeviceName: 'submittedDeviceName',
  ProjectNumber: 'projectNumber',
  TaskName: 'taskName',
  PayCode: 'hoursType',
  TotalHours: 'hours',
  StartTime: 'startTime',
  LunchStart: 'lunchStartTime',
  LunchEnd: 'lunchEndTime',
  EndTime: 'endTime',
  /** Value: the chosen attestation labels joined by a space, e.g. 'Approved None' */
  Attestation: 'attestationStatus',
  ActualUnits: 'workUnits',
  WorkDoneAtJobSite: 'workDoneAtJobSite',
  JobOverride: 'jobOverride',
  UnionOverride: 'unionOverride',
  Day: 'day',
  ExpUnits: 'expectationUnits',
  StatusCode: 'fieldStatusDescription',
  /** Value: 'YYYY-MM-DD' (the local calendar day of the sync) */
  SyncedDate: 'userSyncOnlineDateTime',
  /** Value: 'YYYY-MM-DD' */
  WeekEndingDate: 'weekEndingDate',
  IntegrationStatus: 'intStatus',
  /** Value: approval states joined by a space, e.g. 'Pending Rejected' (shared/docs/approval.md) */
  ApprovalState: 'approvalState',
  /** Value: Open, Resolved or Blocking (ExceptionFilter) */
  Exceptions: 'exceptions',
  /** Value: Held or Rejected (the Late list) */
  Late: 'lateState',
  /** Value: an employee id: one person's lines (the week by employee unfolds a row with it) */
  EmployeeId: 'employeeId',
} as const;

export const IssueNoteSearchField = {
  ProjectNumber: 'projectNumber',
  DeviceName: 'submittedDeviceName',
  IssueNote: 'issueNote',
  StatusCode: 'fieldStatusDescription',
} as const;

export const DailyDetailSearchField = {
  ProjectNumber: 'projectNumber',
  DeviceName: 'deviceName',
  Weather: 'weather',
  SubsOrVisitors: 'subsOrVisitors',
  Description: 'description',
} as const;

/** Spec 000 §9 display limits. */
export const INSPECTION_DESCRIPTION_MAX = 500;
export const INSPECTION_INITIALS_MAX = 20;

/** Query dates of the timecard, issue note and daily detail calls: dd-MM-yyyy HH:mm:ss (spec 000 §7). */
export const TIMECARD_QUERY_DATE_FORMAT = 'dd-MM-yyyy HH:mm:ss';

/** Attestation texts in English and Spanish (spec 000 §3). */
export const AttestationTexts = {
  en: {
    approval:
      'I certify that this timecard is true and accurate, that I was provided with all meal and rest breaks to which I was entitled, and that I did not suffer any injury at work.',
    rejections: {
      noMealBreaks: 'I was not provided with all meal breaks to which I was entitled.',
      noRestBreaks: 'I was not provided with all rest breaks to which I was entitled.',
      inaccurate: 'This timecard is not accurate.',
    },
    supervisorOverride: 'Supervisor override because employee is not available.',
  },
  es: {
    approval:
      'Certifico que esta tarjeta de tiempo es verdadera y exacta, que se me proporcionaron todos los descansos para comer y descansar a los que tenía derecho, y que no sufrí ninguna lesión en el trabajo.',
    rejections: {
      noMealBreaks: 'No se me proporcionaron todos los descansos para comer a los que tenía derecho.',
      noRestBreaks: 'No se me proporcionaron todos los descansos a los que tenía derecho.',
      inaccurate: 'Esta tarjeta de tiempo no es exacta.',
    },
    supervisorOverride: 'Anulación del supervisor porque el empleado no está disponible.',
  },
} as const;

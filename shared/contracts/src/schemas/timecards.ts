import { Type } from 'typebox';
import { TIMECARD_QUERY_DATE_FORMAT } from '../timecards.ts';
import { LineApprovalFields } from './approval.ts';
import { AttachmentSchema, IdSchema } from './common.ts';
import { judgedBy } from './dates.ts';

/**
 * Timecards, their attachments and attestation PDF, issue notes and daily details (spec 000 §3, §7).
 * Calendar dates (day, week ending) are 'YYYY-MM-DD' with no time zone; instants (synced) are ISO
 * 8601 in UTC; clock times (start, lunch, end) are 'HH:mm'.
 */

/** An attached image, and the attestation PDF in the same shape. */
export const TimecardAttachmentSchema = AttachmentSchema;

/**
 * A timecard row as the list sends it. The database writes this JSON itself, so no serializer drops
 * an unknown field: additionalProperties false lets a test catch one.
 */
export const TimecardRecordSchema = Type.Object(
  {
    fullName: Type.String(),
    /** Pay code */
    hoursType: Type.String(),
    hours: Type.Number(),
    employeeNumber: Type.String(),
    deviceEmpID: Type.Integer(),
    taskName: Type.String(),
    taskNumber: Type.String(),
    projectNumber: Type.String(),
    jobOverride: Type.String(),
    unionOverride: Type.String(),
    day: Type.String({ description: 'YYYY-MM-DD' }),
    timeRecordID: Type.Integer(),
    expectationUnits: Type.Union([Type.Number(), Type.Null()]),
    workUnits: Type.Union([Type.Number(), Type.Null()]),
    deviceID: Type.Integer(),
    workDoneAtJobSite: Type.String(),
    weekEndingDate: Type.String({ description: 'YYYY-MM-DD' }),
    userSyncOnlineDateTime: Type.String({ description: 'ISO 8601 instant in UTC, or empty' }),
    submittedDeviceName: Type.String(),
    payrollNote: Type.String(),
    workNote: Type.String(),
    expectationNote: Type.String(),
    isAttachmentAdded: Type.Boolean(),
    /** Processed, Exported, New, Changed, Error or another value (shown blank) */
    intStatus: Type.String(),
    /**
     * Why payroll's result file rejected the line, while it is in Error (shared/docs/payroll-export.md
     * "The result file"); '' otherwise.
     */
    payrollRejectedReason: Type.String(),
    /** Status code description */
    fieldStatusDescription: Type.String(),
    startTime: Type.String(),
    endTime: Type.String(),
    lunchStartTime: Type.String(),
    lunchEndTime: Type.String(),
    attestationStatus: Type.String({ description: "Approved, Rejected, Override or ''" }),
    /** The attestation PDF's file name when one exists; its content comes from the attestation call. */
    attachmentURI: Type.String(),
    ...LineApprovalFields,
    /** The line a meal premium line was added for; null on other lines. */
    premiumForLineId: Type.Union([Type.Integer(), Type.Null()]),
    /** The line's pay period is closed: no decision, correction or resolution until it is reopened. */
    periodClosed: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const IssueNoteSchema = Type.Object({
  id: Type.Integer(),
  deviceEmpID: Type.Integer(),
  deviceID: Type.Integer(),
  issueNote: Type.String(),
  projectNumber: Type.String(),
  submittedDeviceName: Type.String(),
  fieldStatusDescription: Type.String(),
  lostHours: Type.Number(),
  attachments: Type.Array(TimecardAttachmentSchema),
});

export const DailyDetailSchema = Type.Object({
  projectNumber: Type.String(),
  deviceName: Type.String(),
  weather: Type.String(),
  subsOrVisitors: Type.String(),
  inspectionDescription: Type.String(),
  inspectionInitial: Type.String(),
  equipmentDescription: Type.String(),
  productiveHours: Type.Union([Type.Number(), Type.Null()]),
  idleHours: Type.Union([Type.Number(), Type.Null()]),
});

/** The query of the timecard, issue note and daily detail lists; the API parses the dates itself. */
export const TimecardDateRangeQuerySchema = Type.Object({
  fromDate: Type.String({
    maxLength: 40,
    description: `From, as ${TIMECARD_QUERY_DATE_FORMAT}`,
    ...judgedBy('list'),
  }),
  toDate: Type.String({
    maxLength: 40,
    description: `To, as ${TIMECARD_QUERY_DATE_FORMAT}`,
    ...judgedBy('list'),
  }),
});

/** The query that names one time record: its attachments and its attestation PDF. */
export const TimecardRecordQuerySchema = Type.Object({ timeRecordId: IdSchema(), deviceId: IdSchema() });

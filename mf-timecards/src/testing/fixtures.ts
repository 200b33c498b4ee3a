import { type Answer, ApiError } from '@tac/api-client';
import { refusal as failed, answerOf as ok } from '@tac/api-client/testing';
import type {
  ApprovalPreview,
  AttestationPdf,
  DailyDetail,
  Envelope,
  IssueNote,
  TimecardAttachment,
  TimecardRecord,
} from '@tac/contracts';
import { UNDECIDED_LINE } from '@tac/contracts/testing';

// Every fixture is typed by the contracts type of its wire shape; fixtures.test.ts holds them to the
// API's schemas too, so a fixture cannot carry a field or type the API would never send.

// An answer as `api` resolves it, and a refusal as `api` throws it: the client's test helpers.
export { failed, ok };

/** An answer or a refusal as the server sent it, for holding the fixtures to the API's schemas. */
export function wire<T>(answer: Answer<T> | ApiError): Envelope<T | null> {
  return answer instanceof ApiError
    ? { success: false, message: answer.message, data: null, totalCount: 0 }
    : { success: true, ...answer };
}

/** The Approval bar's preview of two pending lines: one may be approved, one has an open exception. */
export const APPROVAL_PREVIEW: ApprovalPreview = {
  matching: 2,
  approvable: 1,
  rejectable: 2,
  pending: 2,
  approved: 0,
  rejected: 0,
  openExceptions: 1,
  late: 0,
  inClosedPeriods: 0,
};

export function timecard(overrides: Partial<TimecardRecord> = {}): TimecardRecord {
  return {
    fullName: 'Ada Lovelace',
    hoursType: 'REG',
    hours: 8,
    employeeNumber: 'E100',
    deviceEmpID: 1,
    taskName: 'Framing',
    taskNumber: 'T1',
    projectNumber: 'P-200',
    jobOverride: '',
    unionOverride: '',
    day: '2026-11-16',
    timeRecordID: 1,
    expectationUnits: 4,
    workUnits: 5,
    deviceID: 10,
    workDoneAtJobSite: 'Yes',
    weekEndingDate: '2026-11-22',
    userSyncOnlineDateTime: '2026-11-16T15:30:00Z',
    submittedDeviceName: 'Tablet 1',
    payrollNote: '',
    workNote: '',
    expectationNote: '',
    isAttachmentAdded: false,
    intStatus: '',
    payrollRejectedReason: '',
    fieldStatusDescription: 'Complete',
    startTime: '07:00',
    endTime: '15:30',
    lunchStartTime: '11:00',
    lunchEndTime: '11:30',
    attestationStatus: '',
    attachmentURI: '',
    lineId: 1,
    exceptions: [],
    ...UNDECIDED_LINE,
    ...overrides,
  };
}

export function issueNote(overrides: Partial<IssueNote> = {}): IssueNote {
  return {
    id: 1,
    deviceEmpID: 1,
    deviceID: 10,
    issueNote: 'Crane down for an hour',
    projectNumber: 'P-200',
    submittedDeviceName: 'Tablet 1',
    fieldStatusDescription: 'Delay',
    lostHours: 1.5,
    attachments: [],
    ...overrides,
  };
}

export function dailyDetail(overrides: Partial<DailyDetail> = {}): DailyDetail {
  return {
    projectNumber: 'P-200',
    deviceName: 'Tablet 1',
    weather: 'Sunny',
    subsOrVisitors: 'None',
    inspectionDescription: 'Forms checked',
    inspectionInitial: 'AL',
    equipmentDescription: 'Excavator',
    productiveHours: 6,
    idleHours: 2,
    ...overrides,
  };
}

/** A 1×1 PNG, as the API sends attachment images (base64, no data: prefix). */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** An attached image as the attachments call and issue notes send it. */
export function attachment(attachmentName: string, attachmentContent = PNG_1X1): TimecardAttachment {
  return { attachmentName, attachmentContent };
}

/** The attestation call's answer: a PDF file name and its base64 content ('%PDF-' here). */
export function attestationPdf(attachmentName = 'att-7.pdf'): AttestationPdf {
  return { attachmentName, attachmentContent: 'JVBERi0=' };
}

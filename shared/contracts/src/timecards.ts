/**
 * Timecards, issue notes and daily details (spec 000 §3, §7, §9). Field names are the spec's.
 * Calendar dates (day, week ending) are 'YYYY-MM-DD' with no time zone; instants (synced) are ISO
 * 8601 in UTC, shown in the browser's local time; clock times (start, lunch, end) are 'HH:mm'.
 */

export const AttestationStatus = {
  Approved: 'Approved',
  Rejected: 'Rejected',
  Override: 'Override',
  None: 'None',
} as const;
export type AttestationStatus = (typeof AttestationStatus)[keyof typeof AttestationStatus];
/** Filter options in the spec's order; the filter sends the chosen labels joined by a space. */
export const ATTESTATION_FILTER_OPTIONS: readonly AttestationStatus[] = [
  'Approved',
  'Rejected',
  'Override',
  'None',
];

export const IntegrationStatus = { Processed: 'Processed', Exported: 'Exported', New: 'New' } as const;

export interface TimecardAttachment {
  attachmentName: string;
  /** base64 image (no data: prefix) */
  attachmentContent: string;
}

export interface TimecardRecord {
  fullName: string;
  /** Pay code */
  hoursType: string;
  hours: number;
  employeeNumber: string;
  deviceEmpID: number;
  taskName: string;
  taskNumber: string;
  projectNumber: string;
  jobOverride: string;
  unionOverride: string;
  day: string;
  timeRecordID: number;
  expectationUnits: number | null;
  workUnits: number | null;
  deviceID: number;
  workDoneAtJobSite: string;
  weekEndingDate: string;
  userSyncOnlineDateTime: string;
  submittedDeviceName: string;
  payrollNote: string;
  workNote: string;
  expectationNote: string;
  isAttachmentAdded: boolean;
  /** Processed, Exported, New or another value (shown blank) */
  intStatus: string;
  /** Status code description */
  fieldStatusDescription: string;
  startTime: string;
  endTime: string;
  lunchStartTime: string;
  lunchEndTime: string;
  /** Approved, Rejected, Override, or '' when there is none */
  attestationStatus: string;
  /** The attestation PDF's file name when one exists; its content comes from the attestation call. */
  attachmentURI: string;
}

/** The attestation PDF (generated on the server from the timecard and the attestation texts). */
export interface AttestationPdf {
  attachmentName: string;
  /** base64 PDF */
  attachmentContent: string;
}

export interface IssueNote {
  id: number;
  deviceEmpID: number;
  deviceID: number;
  issueNote: string;
  projectNumber: string;
  submittedDeviceName: string;
  fieldStatusDescription: string;
  lostHours: number;
  attachments: TimecardAttachment[];
}

export interface DailyDetail {
  projectNumber: string;
  deviceName: string;
  weather: string;
  subsOrVisitors: string;
  inspectionDescription: string;
  inspectionInitial: string;
  equipmentDescription: string;
  productiveHours: number | null;
  idleHours: number | null;
}

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

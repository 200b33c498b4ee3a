/**
 * The payroll week by employee (shared/docs/overtime.md): each person's week with its days, its
 * hours split as sent and as worked out, and each division's week settings. Types derive from
 * schemas/employee-weeks.ts; the texts every side shows are here.
 */
import type { Static } from 'typebox';
import type {
  EmployeeWeekSchema,
  HoursSplitSchema,
  OvertimeStateSchema,
  WeekOvertimeOutcomeSchema,
  WeekOvertimeResolutionSchema,
  WeekSettingsSaveSchema,
  WeekSettingsSchema,
} from './schemas/employee-weeks.ts';
import type { AttestationStatus } from './timecards.ts';

export type EmployeeWeek = Static<typeof EmployeeWeekSchema>;
export type EmployeeWeekSplit = Static<typeof HoursSplitSchema>;
export type WeekSettings = Static<typeof WeekSettingsSchema>;
export type OvertimeState = Static<typeof OvertimeStateSchema>;
export type WeekOvertimeResolution = Static<typeof WeekOvertimeResolutionSchema>;
export type WeekOvertimeOutcome = Static<typeof WeekOvertimeOutcomeSchema>;
export type WeekSettingsSave = Static<typeof WeekSettingsSaveSchema>;

/**
 * An employee-week's count of its lines with each attestation status the line list knows: its
 * field, the week view's word and the CSV's column. One entry a status, so every line is counted
 * once and the counts add up to the week's lines.
 */
export const WEEK_ATTESTATION_COUNTS = {
  Approved: { field: 'attestationApproved', word: 'approved', csvHeader: 'Attestation Approved' },
  Rejected: { field: 'attestationRejected', word: 'rejected', csvHeader: 'Attestation Rejected' },
  Override: { field: 'attestationOverride', word: 'override', csvHeader: 'Attestation Override' },
  None: { field: 'attestationNone', word: 'none', csvHeader: 'Not Attested' },
} as const satisfies Record<
  AttestationStatus,
  { field: keyof EmployeeWeek; word: string; csvHeader: string }
>;

/**
 * An employee-week's count of its lines with the employee's signed attestation on file (the PDF the
 * device uploaded, shared/docs/field-sync.md "Attachments") and of the others: its field, the week
 * view's word and the CSV's column. Every line is one or the other, so the two add up to its lines.
 */
export const WEEK_SIGNATURE_COUNTS = [
  { field: 'signed', word: 'signed', csvHeader: 'Signed' },
  { field: 'notSigned', word: 'not signed', csvHeader: 'Not Signed' },
] as const satisfies readonly { field: keyof EmployeeWeek; word: string; csvHeader: string }[];

export const EmployeeWeekMessages = {
  settingsSaved: (division: string) => `Week settings saved for ${division}`,
  divisionNotFound: 'The division was not found',
  employeeId: (value: string) =>
    `SearchText 'employeeId' takes an employee id (a whole number), got '${value}'`,
} as const;

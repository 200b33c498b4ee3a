import type { Static } from 'typebox';
import { type CalendarDate, isCalendarDate } from './calendar.ts';
import type {
  DisplayTextItemSchema,
  DivisionByIdSchema,
  DivisionItemSchema,
  DivisionSaveSchema,
  EquipmentSaveSchema,
  ForecastByIdSchema,
  ForecastDeleteSchema,
  ForecastItemSchema,
  ForecastSaveSchema,
  MaterialSaveSchema,
  PayCodeItemSchema,
  PayCodeSaveSchema,
  PayrollNoteByIdSchema,
  PayrollNoteItemSchema,
  PayrollNoteSaveSchema,
  ReferenceDeleteSchema,
  StatusCodeItemSchema,
  StatusCodeSaveSchema,
  SupervisorOverrideReasonByIdSchema,
  SupervisorOverrideReasonItemSchema,
  SupervisorOverrideReasonSaveSchema,
} from './schemas/reference.ts';
import { selfNamed } from './self-named.ts';

/** The reference lists' texts (spec 002 §2, §5, §8; the Pay Code List is not in the spec). */
export const ReferenceMessages = {
  /** Spec 002 §2 quotes the reference lists' notice in lower case. */
  noResult: 'no result found',
  materialList: {
    required: 'Please enter material name',
    tooLong: 'Material name must be at most 50 characters',
    duplicate: 'A material with this name already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Material List?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Material not found',
  },
  forecast: {
    required: 'Please enter forecast date',
    invalidDate: 'Forecast date must be a real date written as YYYY-MM-DD',
    invalidPreviousDate: 'previousForecastDate must be a real date written as YYYY-MM-DD',
    pastDate: 'Forecast date cannot be in the past',
    pastNotEditable: 'A forecast date that has passed cannot be edited',
    changedMeanwhile: 'This forecast was changed by someone else. Please reload the list and try again.',
    duplicate: 'This forecast date already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Forecast?',
    saved: 'Saved successfully',
    /** Spec 002 §8 quotes this one exactly, lower-case "u" included. */
    updated: 'updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Forecast not found',
  },
  division: {
    required: 'Please enter division name',
    tooLong: 'Division name must be at most 50 characters',
    duplicate: 'A division with this name already exists',
    /** Divisions are edited only; a save without a division id would be an add. */
    editOnly: 'Divisions cannot be added here; choose a division to edit',
    updated: 'Updated successfully',
    notFound: 'Division not found',
  },
  payrollNote: {
    required: 'Please enter payroll option name',
    tooLong: 'Payroll option name must be at most 50 characters',
    duplicate: 'A payroll note with this name already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Payroll note?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Payroll note not found',
  },
  equipmentList: {
    required: 'Please enter equipment name',
    tooLong: 'Equipment name must be at most 50 characters',
    duplicate: 'Equipment with this name already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Equipment List?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Equipment not found',
  },
  statusCodeList: {
    /** One text for a missing initial or description (spec 002 §5). */
    required: 'Please enter status code',
    /** The server's answers name the field the screen's single message leaves implicit. */
    initialRequired: 'Please enter status code: the initial is required',
    descriptionRequired: 'Please enter status code: the description is required',
    initialTooLong: 'Status code initial must be at most 3 characters',
    descriptionTooLong: 'Status code description must be at most 50 characters',
    duplicate: 'A status code with this initial already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Status Code?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Status code not found',
  },
  supervisorOverrideReason: {
    required: 'Please enter supervisor override reason',
    tooLong: 'Supervisor override reason must be at most 50 characters',
    duplicate: 'This supervisor override reason already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Supervisor override reason?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Supervisor override reason not found',
  },
  /** The Pay Code List (not in the spec) and the refusal of a code it does not hold. */
  payCodeList: {
    codeRequired: 'Please enter pay code: the code is required',
    descriptionRequired: 'Please enter pay code: the description is required',
    codeTooLong: 'Pay code must be at most 10 characters',
    codeCharacters: 'Pay code may hold only letters, digits, - and _',
    descriptionTooLong: 'Pay code description must be at most 50 characters',
    countsAsRequired: 'CountsAs must be Regular, Overtime or DoubleTime',
    duplicate: 'A pay code with this code already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Pay Code?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Pay code not found',
    /** A correction, a device's line or labour, or a batch line names a code the list does not hold. */
    unknown: (field: string, code: string) => `${field}: '${code}' is not a pay code of the Pay Code List`,
    /** A correction chooses a code the office has retired. */
    inactive: (field: string, code: string) => `${field}: pay code '${code}' is inactive`,
  },
} as const;

/*
 * The reference lists' types (spec 002 §3, §7) are derived from their wire schemas in
 * `./schemas/reference.ts`. The imports are type-only, so browser bundles get none of TypeBox.
 * Ids on save bodies: null, 0 or absent adds a row; a positive id names the row to update.
 */

/** Material list item. Saved with Id, DisplayText. */
export type MaterialListItem = Static<typeof DisplayTextItemSchema>;
export type MaterialSave = Static<typeof MaterialSaveSchema>;

export const REFERENCE_TEXT_MAX = 50;

/** The display text rule shared by browser and server: trimmed, required, at most 50 characters. */
export function normalizeReferenceText(value: string): string {
  return value.trim();
}

/**
 * SearchText FieldName values the Material List accepts (spec 002 §7 leaves the strings unshown).
 * The server matches FieldName ignoring case and answers 400 for a name it does not know.
 */
export const MaterialListSearchField = { DisplayText: 'displayText' } as const;

/** Delete body of the soft-deleted lists (material, payroll notes, equipment, status codes, reasons). */
export type ReferenceDelete = Static<typeof ReferenceDeleteSchema>;

// Forecast

// The calendar date type and its check live in the calendar module (shared/docs/architecture.md "Calendar and time").
export { type CalendarDate, isCalendarDate };

/** Forecast days are a whole number from 0 (the default) to this. */
export const FORECAST_DAYS_MAX = 365;

/**
 * The forecast date rule (spec 002 §2, §5), which the screen and the server both apply: required,
 * a real date, and not before `today`. The problem's message, or undefined when the date is fine.
 */
export function forecastDateProblem(date: string, today: CalendarDate): string | undefined {
  if (date === '') return ReferenceMessages.forecast.required;
  if (!isCalendarDate(date)) return ReferenceMessages.forecast.invalidDate;
  if (date < today) return ReferenceMessages.forecast.pastDate;
  return undefined;
}

export type ForecastItem = Static<typeof ForecastItemSchema>;
/** `UserId` is what the legacy screen sends; the server ignores it and records the token's user. */
export type ForecastSave = Static<typeof ForecastSaveSchema>;
export type ForecastDelete = Static<typeof ForecastDeleteSchema>;
/** data of Forecast by id (spec 002 §7: read as data.forecast[0]). */
export type ForecastById = Static<typeof ForecastByIdSchema>;
/** Matches the date as the screen shows it, MM/DD/YYYY, by "contains" ('03/', '/2026'). */
export const ForecastSearchField = { ForecastDate: 'forecastDate' } as const;

// Divisions (spec 002 §5): edit only; no add, no delete.

export const DIVISION_NAME_MAX = 50;

export type DivisionItem = Static<typeof DivisionItemSchema>;
export type DivisionSave = Static<typeof DivisionSaveSchema>;
/** data of Division by id (spec 002 §7: data.division[]). */
export type DivisionById = Static<typeof DivisionByIdSchema>;
export const DivisionSearchField = { DivisionName: 'divisionName' } as const;

/**
 * The Division Number input rule as typed (spec 002 §5): underscores removed, left-trimmed. The
 * server applies it too, and also drops trailing spaces on save so '100 ' and '100' cannot both exist.
 */
export function normalizeDivisionName(value: string): string {
  return value.replace(/_/g, '').trimStart();
}

// Payroll notes (spec 002 §5). The wire keeps the spec's "PayRollNoteOption" paths and names.

/** isDeleted is always false in answers: deleted notes are not listed or found. */
export type PayrollNoteItem = Static<typeof PayrollNoteItemSchema>;
/** Name: trimmed; required; at most REFERENCE_TEXT_MAX characters; unique ignoring case. */
export type PayrollNoteSave = Static<typeof PayrollNoteSaveSchema>;
/** data of Payroll note by id (spec 002 §7: data.payRollNotes[]). */
export type PayrollNoteById = Static<typeof PayrollNoteByIdSchema>;
export const PayrollNoteSearchField = { Name: 'name' } as const;

// Equipment (spec 002 §5): the same shape as the Material List.

export type EquipmentListItem = Static<typeof DisplayTextItemSchema>;
export type EquipmentSave = Static<typeof EquipmentSaveSchema>;
export const EquipmentListSearchField = { DisplayText: 'displayText' } as const;

// Status codes (spec 002 §5)

export const STATUS_INITIAL_MAX = 3;

export type StatusCodeItem = Static<typeof StatusCodeItemSchema>;
/** StatusInitial unique ignoring case, at most STATUS_INITIAL_MAX; DisplayText at most REFERENCE_TEXT_MAX. */
export type StatusCodeSave = Static<typeof StatusCodeSaveSchema>;

/**
 * `statusCode` matches the row as shown, 'initial - description'; the other two match one part.
 * Rows are sorted by initial, ignoring case.
 */
export const StatusCodeListSearchField = {
  StatusCode: 'statusCode',
  StatusInitial: 'statusInitial',
  DisplayText: 'displayText',
} as const;

/** How the Status Code List shows a row (spec 002 §2). */
export function statusCodeLabel(code: Pick<StatusCodeItem, 'statusInitial' | 'displayText'>): string {
  return `${code.statusInitial} - ${code.displayText}`;
}

// Supervisor override reasons (spec 002 §5)

/** isDeleted is always false in answers: deleted reasons are not listed or found. */
export type SupervisorOverrideReasonItem = Static<typeof SupervisorOverrideReasonItemSchema>;
export type SupervisorOverrideReasonSave = Static<typeof SupervisorOverrideReasonSaveSchema>;
/** data of Override reason by id (spec 002 §7: data.supervisorOverrideReason[]). */
export type SupervisorOverrideReasonById = Static<typeof SupervisorOverrideReasonByIdSchema>;
export const SupervisorOverrideReasonSearchField = { DisplayText: 'displayText' } as const;

// Pay codes (not in the spec): the codes a timecard line's hoursType (its Pay Code column) may hold.

/** A pay code is what payroll's files carry: letters, digits, - and _, at most this long. */
export const PAY_CODE_MAX = 10;
export const PAY_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Which hours a pay code's hours count as: the rate payroll pays them at. */
export const PayCodeCountsAs = selfNamed('Regular', 'Overtime', 'DoubleTime');
export type PayCodeCountsAs = (typeof PayCodeCountsAs)[keyof typeof PayCodeCountsAs];
export const PAY_CODE_COUNTS_AS: readonly PayCodeCountsAs[] = Object.values(PayCodeCountsAs);
export const PAY_CODE_COUNTS_AS_LABELS: Readonly<Record<PayCodeCountsAs, string>> = {
  Regular: 'Regular',
  Overtime: 'Overtime',
  DoubleTime: 'Double Time',
};

export type PayCodeItem = Static<typeof PayCodeItemSchema>;
/** Code unique ignoring case among live codes; IsActive absent: true when adding, unchanged when editing. */
export type PayCodeSave = Static<typeof PayCodeSaveSchema>;

/** `payCode` matches the row as shown, 'code - description'; the other two match one part. */
export const PayCodeListSearchField = {
  PayCode: 'payCode',
  Code: 'code',
  Description: 'description',
} as const;

/**
 * The Pay Code List's CSV import: the columns its export writes, so an exported file imports back
 * ('Pay Code' is 'code - description', as the list shows it); Active may be absent or blank.
 */
export const PAY_CODE_IMPORT_COLUMNS = ['Pay Code', 'Counts As', 'Active'] as const;
export const PAY_CODE_IMPORT_OPTIONAL = ['Active'] as const;

/** How the Pay Code List shows a row, as the Status Code List does. */
export function payCodeLabel(payCode: Pick<PayCodeItem, 'code' | 'description'>): string {
  return `${payCode.code} - ${payCode.description}`;
}

/** The code rule the screen and the API both apply: the message, or undefined when `code` (trimmed) is fine. */
export function payCodeProblem(code: string): string | undefined {
  if (code === '') return ReferenceMessages.payCodeList.codeRequired;
  if (code.length > PAY_CODE_MAX) return ReferenceMessages.payCodeList.codeTooLong;
  if (!PAY_CODE_PATTERN.test(code)) return ReferenceMessages.payCodeList.codeCharacters;
  return undefined;
}

/** Material list item (spec 002 §3). Saved with Id, DisplayText. */
export interface MaterialListItem {
  id: number;
  displayText: string;
}
export interface MaterialSave {
  Id?: number | null;
  DisplayText: string;
}

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

/**
 * Ids on save bodies: null, 0 or absent adds a row; a positive id names the row to update.
 * `UserId` on forecast and division bodies is what the legacy screens send; the server ignores it
 * and records the signed-in user from the token instead.
 */
type SaveId = number | null;

/** Delete body of the soft-deleted lists (payroll notes, equipment, status codes, override reasons). */
export interface ReferenceDelete {
  Id: number;
}

// Forecast (spec 002 §3, §7)

/** A calendar date with no time zone, always sent and received as 'YYYY-MM-DD' (e.g. '2026-03-09'). */
export type CalendarDate = string;

/** Forecast days are a whole number from 0 (the default) to this. */
export const FORECAST_DAYS_MAX = 365;

export interface ForecastItem {
  id: number;
  /** 'YYYY-MM-DD'. */
  forecastDate: CalendarDate;
  forecastDays: number;
  /** Derived on each read: the date is earlier than the server's today. Past rows cannot be edited. */
  isPastDate: boolean;
  /** The date this row had before its last date change; null until the date is changed once. */
  previousForecastDate: CalendarDate | null;
}
export interface ForecastSave {
  /** Absent, null or 0 adds; otherwise the row to edit. */
  id?: SaveId;
  /** 'YYYY-MM-DD', today or later. */
  forecastDate: CalendarDate;
  /** Whole number 0..FORECAST_DAYS_MAX; absent means 0. */
  forecastDays?: number;
  /**
   * When editing: the date as it was loaded. If the row's date has changed since, the save is
   * refused (someone else edited it). Ignored when adding; null or '' means "not sent".
   */
  previousForecastDate?: CalendarDate | null;
  UserId?: unknown;
}
export interface ForecastDelete {
  id: number;
  UserId?: unknown;
}
/** data of Forecast by id (spec 002 §7: read as data.forecast[0]). */
export interface ForecastById {
  forecast: ForecastItem[];
}
/** Matches the date as the screen shows it, MM/DD/YYYY, by "contains" ('03/', '/2026'). */
export const ForecastSearchField = { ForecastDate: 'forecastDate' } as const;

/** 'YYYY-MM-DD' naming a real day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Divisions (spec 002 §3, §5, §7): edit only; no add, no delete.

export const DIVISION_NAME_MAX = 50;

export interface DivisionItem {
  divisionId: number;
  divisionName: string;
  isActive: boolean;
}
export interface DivisionSave {
  /** Required: the division to edit (divisions cannot be added here). */
  divisionId: number;
  divisionName: string;
  /** Absent keeps the current value. */
  isActive?: boolean;
  UserId?: unknown;
}
/** data of Division by id (spec 002 §7: data.division[]). */
export interface DivisionById {
  division: DivisionItem[];
}
export const DivisionSearchField = { DivisionName: 'divisionName' } as const;

/**
 * The Division Number input rule as typed (spec 002 §5): underscores removed, left-trimmed. The
 * server applies it too, and also drops trailing spaces on save so '100 ' and '100' cannot both exist.
 */
export function normalizeDivisionName(value: string): string {
  return value.replace(/_/g, '').trimStart();
}

// Payroll note options (spec 002 §3, §5, §7)

export interface PayRollNoteOptionItem {
  id: number;
  name: string;
  isActive: boolean;
  /** Always false in answers: deleted options are not listed or found. */
  isDeleted: boolean;
}
export interface PayRollNoteOptionSave {
  Id?: SaveId;
  /** Trimmed; required; at most REFERENCE_TEXT_MAX characters; unique ignoring case. */
  Name: string;
  /** Absent: true when adding, unchanged when editing. */
  IsActive?: boolean;
}
/** data of Payroll note by id (spec 002 §7: data.payRollNotes[]). */
export interface PayRollNoteOptionById {
  payRollNotes: PayRollNoteOptionItem[];
}
export const PayRollNoteOptionSearchField = { Name: 'name' } as const;

// Equipment (spec 002 §3, §5, §7): the same shape as the Material List.

export interface EquipmentListItem {
  id: number;
  displayText: string;
}
export interface EquipmentSave {
  Id?: SaveId;
  DisplayText: string;
}
export const EquipmentListSearchField = { DisplayText: 'displayText' } as const;

// Status codes (spec 002 §3, §5, §7)

export const STATUS_INITIAL_MAX = 3;

export interface StatusCodeItem {
  id: number;
  statusInitial: string;
  displayText: string;
  isActive: boolean;
}
export interface StatusCodeSave {
  ID?: SaveId;
  /** Trimmed; required; at most STATUS_INITIAL_MAX characters; unique ignoring case. */
  StatusInitial: string;
  /** Trimmed; required; at most REFERENCE_TEXT_MAX characters. */
  DisplayText: string;
  /** Absent: true when adding, unchanged when editing. */
  IsActive?: boolean;
}
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

// Supervisor override reasons (spec 002 §3, §5, §7)

export interface SupervisorOverrideReasonItem {
  id: number;
  displayText: string;
  isActive: boolean;
  /** Always false in answers: deleted reasons are not listed or found. */
  isDeleted: boolean;
}
export interface SupervisorOverrideReasonSave {
  Id?: SaveId;
  DisplayText: string;
  /** Absent: true when adding, unchanged when editing. */
  IsActive?: boolean;
}
/** data of Override reason by id (spec 002 §7: data.supervisorOverrideReason[]). */
export interface SupervisorOverrideReasonById {
  supervisorOverrideReason: SupervisorOverrideReasonItem[];
}
export const SupervisorOverrideReasonSearchField = { DisplayText: 'displayText' } as const;

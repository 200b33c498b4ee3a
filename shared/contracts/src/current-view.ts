/**
 * Every list's current view as CSV, streamed from the server (shared/docs/payroll-export.md
 * "Current view as CSV"). Types derive from schemas/current-view.ts.
 */

import type { Static } from 'typebox';
import type { SearchTextEntry } from './envelope.ts';
import type {
  AuditLogCsvQuerySchema,
  SearchOnlyCsvQuerySchema,
  SecurityUserCsvQuerySchema,
  TimecardCsvQuerySchema,
  VoucherCsvQuerySchema,
  WorkforceCsvQuerySchema,
} from './schemas/current-view.ts';

/** The JSON text of a list's SearchText in a CSV download's query. */
export const CURRENT_VIEW_SEARCH_MAX = 8000;

export type TimecardCsvQuery = Static<typeof TimecardCsvQuerySchema>;
export type WorkforceCsvQuery = Static<typeof WorkforceCsvQuerySchema>;
export type AuditLogCsvQuery = Static<typeof AuditLogCsvQuerySchema>;
export type VoucherCsvQuery = Static<typeof VoucherCsvQuerySchema>;
export type SecurityUserCsvQuery = Static<typeof SecurityUserCsvQuerySchema>;
export type SearchOnlyCsvQuery = Static<typeof SearchOnlyCsvQuerySchema>;

export const CurrentViewMessages = {
  searchNotJson: 'search must be JSON: an array of { "FieldName": "…", "Value": "…" } (at most 20)',
  searchField: (index: number, field: string, problem: string) => `search[${index}].${field} ${problem}`,
} as const;

/** A list's column searches as a CSV download's `search` (left out when there is none). */
export function currentViewSearch(search: readonly SearchTextEntry[]): string | undefined {
  return search.length > 0 ? JSON.stringify(search) : undefined;
}

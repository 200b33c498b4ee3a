import type { Expression } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** Which projects, divisions and task codes a report covers (the schedule's choices). */
export interface ReportScope {
  /** Every project (the schedule's All Projects); the id lists are then ignored. */
  allProjects: boolean;
  projectIds: readonly number[];
  /** For the division-based type (14). */
  divisionIds: readonly number[];
}

/** What one run of a report asks for: generateReport's input. */
export interface ReportRequest {
  typeCode: number;
  /** Inclusive calendar dates, 'YYYY-MM-DD', in the business time zone. */
  period: { from: string; to: string };
  scope: ReportScope;
  /** For the task-code types (6, 17, 18); empty means every task code in scope. */
  taskCodeIds: readonly number[];
  scheduleName: string;
  /** The business time zone (IANA), for the instants a report prints. */
  timeZone: string;
  /** The language of the attestation statements (types 19, 20); English by default. */
  language?: 'en' | 'es';
}

/** One value of a row as the database returns it. */
export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

/**
 * How a value is written: text as is, a calendar date ('YYYY-MM-DD') as MM/DD/YY, an instant in
 * the business zone as MM/DD/YY hh:mm am, numbers rounded to two decimals, a count as a whole
 * number, a flag as Yes/No.
 */
export type CellFormat = 'text' | 'date' | 'instant' | 'number' | 'count' | 'yesNo';

export interface ReportColumn {
  /** The row field (the query's column alias). */
  field: string;
  header: string;
  /**
   * Relative width in the PDF: the columns share the page width in these proportions, once each
   * has room for its header's words and a value of its format (render.ts).
   */
  width: number;
  format?: CellFormat;
  /**
   * A value of the widest usual shape (a device name, a time): the column is never narrower than
   * it, so such a value prints on one line.
   */
  sample?: string;
  /** In the CSV only: a table with every column (type 11) has more than a printed page holds. */
  csvOnly?: boolean;
}

/**
 * A grouping level: rows arrive ordered by their keys, so a group ends when its field changes.
 * The PDF heads each group and closes it with its totals; the CSV repeats the group in a column.
 */
export interface ReportGroup {
  field: string;
  label: string;
  /** More for the group's heading than its value (e.g. the project's general contractor). */
  heading?: (row: Row) => string;
  format?: CellFormat;
}

/** Sums of numeric fields per group, and the totals row's cells (by column field) made from them. */
export interface ReportTotals {
  sum: readonly string[];
  cells: (totals: { sums: Record<string, number>; count: number }) => Record<string, string>;
}

/**
 * One table of a report: its query, ordered and paged by `keys`, its columns, grouping and totals.
 * A report holds one or more (a daily job report: timecards, issue notes, daily details).
 */
export interface ReportPart {
  /** The part's heading in the PDF and its CSV file's suffix (absent for a report of one part). */
  title?: string;
  /**
   * The rows, one per report line, their fields named by alias. Not ordered or limited: the
   * pipeline pages it by `keys`.
   */
  query: (db: Db, request: ReportRequest) => Expression<unknown>;
  /**
   * The fields the rows are ordered and paged by (keyset paging): never null, text or numbers,
   * ascending, the group fields first, and together unique.
   */
  keys: readonly string[];
  groups: readonly ReportGroup[];
  columns: readonly ReportColumn[];
  totals?: ReportTotals;
  /** Shown instead of the table when the part has no rows. */
  emptyText: string;
}

/** A file a report adds beside its PDF and CSV (type 17: the vouchers' own PDFs). */
export interface ExtraFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * A report type: everything that makes one report differ from another. The pipeline (render.ts)
 * does the rest, so a new type is one of these and a line in the registry.
 */
export interface ReportDefinition {
  code: number;
  name: string;
  /**
   * The schedule's choices it reads: its scope is projects or divisions (§3.5 division-based);
   * it is filtered by task code (§3.5 task-code reports); it covers the period, or shows the
   * present (a roster).
   */
  parameters: { scope: 'projects' | 'divisions'; taskCodes: boolean; period: boolean };
  parts: readonly ReportPart[];
  /** Wide tables print on a landscape page. */
  landscape?: boolean;
  /** Files made from the same data, written one at a time (never all held at once). */
  extraFiles?: (db: Db, request: ReportRequest) => AsyncIterable<ExtraFile>;
}

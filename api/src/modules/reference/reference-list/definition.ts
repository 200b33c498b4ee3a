import type { CalendarDate, Claim, PageClaim } from '@tac/contracts';
import type { Insertable, RawBuilder } from 'kysely';
import type { Static, TSchema } from 'typebox';
import type { Database } from '../../../db/schema.ts';
import type { SearchTarget } from '../../../db/search.ts';
import type { CsvColumn } from '../../../http/csv-stream.ts';

/** A list's table: any table of the schema; the shared queries take it from the definition. */
export type ReferenceTable = keyof Database;

/** What a request knows besides its body: the business zone's today (Forecast's past-date rules). */
export interface ListContext {
  today: CalendarDate;
}

/** A wire field of a row: a column name, or an expression when the row shows something derived. */
export type RowColumn = string | RawBuilder<unknown>;

/**
 * The texts every list answers with (spec 002 §5, §8); `deleted` only where the list deletes.
 * Lists whose save checks one text also have `required`/`tooLong`, used by their own `input`.
 */
export interface ListMessages {
  notFound: string;
  duplicate: string;
  updated: string;
  saved?: string;
  deleted?: string;
}

/**
 * Everything that makes one reference list's API (spec 002 §2-§7), the server's counterpart of the
 * browser's `ReferenceListDefinition`: its table, wire row, paths, claim, texts, search and order,
 * uniqueness rule and delete kind. `referenceListRoutes` turns it into routes, queries and audited
 * writes. A list with a rule of its own (Forecast's dates) adds it through `input` and `beforeUpdate`.
 *
 * `RowSchema` is the row as the browser reads it, `Body` the save body's schema, `Input` what
 * `input` makes of a checked body.
 */
export interface ReferenceListDefinition<
  RowSchema extends TSchema,
  Body extends TSchema,
  Input,
  T extends ReferenceTable,
> {
  /** The OpenAPI tag and the tests' name, e.g. 'Material List'. */
  title: string;
  table: T;
  /** The audit log's `entity` for this list's rows. */
  entity: string;
  paths: { list: string; byId: string; save: string; delete?: string; exportCsv: string };
  /** Reading needs this page claim; writing needs it and the reference-list edit claim. */
  pageClaim: PageClaim;
  messages: ListMessages;
  /** Wire field → column or expression, in the order the row is written. */
  columns: (context: ListContext) => Readonly<Record<string, RowColumn>>;
  /** The wire row's schema (from `@tac/contracts/schemas`). */
  rowSchema: RowSchema;
  /** The screen's columns, headers as it shows them, for its current view as CSV (modules/current-view). */
  csvColumns: readonly CsvColumn<Static<RowSchema>>[];
  /** SearchText FieldName (as the browser sends it) → what it searches with "contains". */
  searchable: Readonly<Record<string, SearchTarget>>;
  /**
   * The list's order, most significant first. End with a unique key so pages never overlap; text
   * sorts use collation "C" so PGlite and any PostgreSQL order alike, whatever their locale.
   */
  sort: readonly RowColumn[];
  /**
   * One value per live row: `column` compared ignoring case or exactly. Checked inside the write's
   * transaction, and backed by a unique index whose refusal (two saves racing) gets the same 409.
   */
  unique: { column: string; ignoreCase: boolean };
  /** Rows marked `is_deleted` are neither listed, found nor counted as duplicates. */
  hidesDeleted: boolean;
  /** By id: the query parameter naming the row, the answer's schema and how a row is wrapped. */
  byId: { query: string; schema: TSchema; data: (row: Static<RowSchema>) => unknown };
  save: {
    body: Body;
    /** The row a body names; null, 0 or undefined adds one. */
    id: (body: Static<Body>) => number | null | undefined;
    /** Checks and normalizes a body (a 400 with the list's text when a rule fails). */
    input: (body: Static<Body>, context: ListContext) => Input;
    /** The value the uniqueness rule checks. */
    uniqueValue: (input: Input) => string;
    /** The columns a save writes; `before` is the row being edited, undefined when adding. */
    values: (input: Input, before: Static<RowSchema> | undefined) => Insertable<Database[T]>;
    /** A refusal of an edit that only the row as it is now can tell (a 409 with the list's text). */
    beforeUpdate?: (before: Static<RowSchema>, input: Input) => void;
  };
  /**
   * The delete, if the list has one. Soft: the row is marked `is_deleted` (so `hidesDeleted` must be
   * true), and records that name it keep their text. Hard: the row goes, as nothing refers to it.
   * `idField` is the body's property naming the row ('Id' or 'id', as the spec's screens send).
   */
  remove?: { kind: 'soft' | 'hard'; body: TSchema; idField: string };
  /**
   * Opt-in: its live rows, unpaged in the list's order, for another screen that picks one (a
   * correction's Pay Code), to those who pick: `claims` in place of the list's page claim, which they
   * need not hold. At most `REFERENCE_CHOICES_MAX` rows: a list offered this way is a short one.
   */
  choices?: { path: string; claims: readonly Claim[]; summary: string };
  /**
   * Opt-in: a CSV import in the columns the list's export writes (reference-list/import/), under the
   * save's claims. Each line becomes a save body, checked by the save's own schema and `input`; a row
   * whose unique value matches a live row exactly is updated, another added, none deleted.
   */
  import?: ListImport;
  /** OpenAPI summaries, as the routes document themselves. */
  summaries: { list: string; byId: string; save: string; delete?: string };
}

/** How a list reads a CSV import (`import` in its definition). */
export interface ListImport {
  paths: { importPreview: string; import: string };
  /** The file's columns, headed as the export heads them; those in `optional` may be absent or blank. */
  columns: readonly string[];
  optional: readonly string[];
  /**
   * One line's cells (by column) as a save body adding a row, or the column and text of a cell it
   * cannot read. The save's schema and `input` then check the body as they check a save.
   */
  body: (cells: Readonly<Record<string, string>>) => { body: unknown } | { column: string; message: string };
  /** The column that holds each save body field, named by a refusal of that field. */
  columnOf: Readonly<Record<string, string>>;
  /** The column a refusal of the save's `input` (and of a duplicate value) names. */
  valueColumn: string;
}

/** A definition with its own types erased: what the shared routes, queries and tests take. */
export type ReferenceList = ReferenceListDefinition<TSchema, TSchema, unknown, ReferenceTable>;

/**
 * Checks a definition against its own types, then hands it on with them erased, so the seven lists
 * can sit in one array.
 */
export function defineReferenceList<
  RowSchema extends TSchema,
  Body extends TSchema,
  Input,
  T extends ReferenceTable,
>(definition: ReferenceListDefinition<RowSchema, Body, Input, T>): ReferenceList {
  return definition as unknown as ReferenceList;
}

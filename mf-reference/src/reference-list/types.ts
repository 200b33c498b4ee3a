import { type Answer, ApiError } from '@tac/api-client';
import type { ImportRequest, ImportResult } from '@tac/contracts';
import type { HistorySource } from '@tac/ui/history';
import type { QueryKey } from '@tac/ui/server-state';
import type { DataTableColumn, FetchPage } from '@tac/ui/table';
import type { ReactNode } from 'react';
import type { FormCheck } from './text-rules.ts';

/** A field's control when a text box will not do (e.g. Forecast's date picker). */
export interface FieldControlProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The last save stopped on this field (its message was toasted). */
  invalid: boolean;
}

/** One field of the add/edit modal. A text box unless `render` is given. */
export interface ReferenceField<Name extends string> {
  name: Name;
  label: string;
  placeholder?: string;
  /** The box takes no more than this, and a counter shows 'typed/max'. */
  maxLength?: number;
  /** Rewrites the text as it is typed (Divisions: left-trimmed, underscores removed). */
  normalizeInput?: (text: string) => string;
  render?: (props: FieldControlProps) => ReactNode;
}

/** The add/edit modal of one list: its fields, their starting values, the check and the save call. */
export interface ReferenceForm<Rec, Name extends string, Body> {
  fields: readonly ReferenceField<Name>[];
  /** Starting values: from the record loaded by id (edit mode) or empty (add mode). */
  initialValues: (record: Rec | undefined) => Record<Name, string>;
  /** Client rules (spec 002 §5); on failure nothing is sent, the messages are toasted and their fields marked invalid. */
  check: (values: Record<Name, string>) => FormCheck<Body, Name>;
  /** The save call; `record` is the one being edited (undefined when adding). */
  save: (body: Body, record: Rec | undefined) => Promise<Answer<unknown>>;
}

/** A list's CSV import (its api/ folder's calls); the columns are the ones its export writes. */
export interface ReferenceListImport {
  /** What the dialog's title and verdict name: 'Pay Codes'. */
  what: string;
  columns: readonly string[];
  optional: readonly string[];
  /** What a row is matched by ('code'): a row matching an existing one updates it. */
  matchedBy: string;
  preview: (body: ImportRequest) => Promise<Answer<ImportResult>>;
  commit: (body: ImportRequest) => Promise<Answer<ImportResult>>;
}

/**
 * Everything that makes one reference list screen (spec 002 §2, §4): its texts, table, calls and
 * form. `Row` is a listed row, `Rec` the record loaded by id for editing.
 */
export interface ReferenceListDefinition<Row, Rec, Name extends string, Body> {
  /** The page heading and the table's accessible name, e.g. 'Material List'. */
  title: string;
  /** Modal titles, e.g. 'Add Material List' / 'Edit Material List'; the add icon is named by `add`. */
  modalTitles: { add: string; edit: string };
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => number;
  /** Names a row in its icons' accessible names: 'Edit Gravel', 'Delete Gravel'. */
  rowName: (row: Row) => string;
  /** Its current view as CSV: the list's `exportCsv` path (ApiPaths). */
  exportCsvPath: string;
  /** The list's key in the server-state cache (from its api/ folder); a save or delete refreshes it. */
  listKey: QueryKey;
  fetchPage: FetchPage<Row>;
  /** The client's own order for the rows of a page (spec 002 §4), if any. */
  sortRows?: (rows: readonly Row[]) => Row[];
  /** Loads the record by id for edit mode; undefined record with the message when it cannot. */
  fetchRecord: (row: Row) => Promise<{ record?: Rec; message: string }>;
  form: ReferenceForm<Rec, Name, Body>;
  /** false: no add icon (Divisions). */
  canAdd?: boolean;
  /** Per-row edit icon; all rows when absent (Forecast: only dates not in the past). */
  canEditRow?: (row: Row) => boolean;
  /** The delete call and its question; absent: no delete icon (Divisions). */
  remove?: { request: (row: Row) => Promise<Answer<unknown>>; confirm: string };
  /** A row's History (its api/ folder's source); absent: no History icon. Shown to readers too. */
  history?: (row: Row) => HistorySource;
  /** Opt-in: an Import CSV button, for those who may edit the list; absent: none. */
  import?: ReferenceListImport;
}

/**
 * Loads a record by id: the record, or why there is none (the server's refusal, or `notFound` when
 * the answer holds no record). Any other fault is thrown on.
 */
export async function recordFrom<Data, Rec>(
  request: Promise<Answer<Data>>,
  pick: (data: Data) => Rec | undefined,
  notFound: string,
): Promise<{ record?: Rec; message: string }> {
  try {
    const { data, message } = await request;
    const record = data ? pick(data) : undefined;
    return record ? { record, message: '' } : { message: message || notFound };
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message || notFound };
    throw error;
  }
}

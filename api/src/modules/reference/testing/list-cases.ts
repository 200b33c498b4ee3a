import { type AuditRecordKind, ReferenceMessages, type SearchTextEntry } from '@tac/contracts';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { expect } from 'vitest';
import type { TestApp } from '../../../testing/test-app.ts';
import { divisionList } from '../division/definition.ts';
import { equipmentList } from '../equipment-list/definition.ts';
import { forecastList } from '../forecast/definition.ts';
import { materialList } from '../material-list/definition.ts';
import { payCodeList } from '../pay-code/definition.ts';
import { payrollNoteList } from '../payroll-note/definition.ts';
import type { ReferenceList } from '../reference-list/definition.ts';
import { statusCodeList } from '../status-code-list/definition.ts';
import { supervisorOverrideReasonList } from '../supervisor-override-reason/definition.ts';

/** A row as the wire answers it; the cases say which of its fields hold the id and the unique value. */
export type WireRow = Record<string, unknown>;

/**
 * What the shared tests need to know about one list besides its definition: how to write a save
 * body, which field holds the unique value, and values that suit it. Expected answers (the by-id
 * shape, the texts) are written out here, not read from the definition, so a wrong definition fails.
 */
export interface ListCase {
  list: ReferenceList;
  /** The demo user who edits the list; `reader` may read it but not write; `refused` may not read it. */
  editor: string;
  reader?: string;
  refused: readonly string[];
  /** The save body's property holding the unique value, and the row's. */
  field: string;
  rowField: string;
  rowId: (row: WireRow) => number;
  /** A save body setting the unique value; `id` names the row to edit. */
  body: (value: string, id?: number | null) => Record<string, unknown>;
  /** The save body's id property, where the list adds ('Id', 'ID' or 'id'). */
  idField?: string;
  /** The save body's active flag, where the list has one. */
  activeField?: string;
  /** The row a new value is saved as, with every field (ids as any number). */
  shape: (value: string) => WireRow;
  /**
   * Values made in another order that the list sorts as written (ignoring case), found by `search`
   * ('zz-'); the second is made inactive where the list has an active flag.
   */
  sorted?: { values: string[]; search: string };
  /** Valid unique values, each distinct and sorting in the order of `n`. */
  value: (n: number) => string;
  /** Another spelling the uniqueness rule takes as the same value (the case changed, where it counts). */
  sameValue: (value: string) => string;
  /** The texts for a missing and a too long value, and the longest value accepted. */
  texts: { required: string; tooLong?: string; max?: number };
  /** How a value is searched for ("contains"). */
  search: (value: string) => SearchTextEntry[];
  /** The searchable FieldNames, as the 400 for an unknown one lists them. */
  searchable: string;
  /** By id's data for a row, as the spec writes it. */
  byIdData: (row: WireRow) => unknown;
  /** Lists that cannot be added to through the API: a row put in the table, as the seed does. */
  insert?: (t: TestApp, value: string) => Promise<WireRow>;
  /**
   * 120 rows put straight into the table and walked page by page: their values (in list order),
   * the search that finds exactly them, and any column such a row also needs.
   */
  walk: { value: (i: number) => string; search: SearchTextEntry[]; extra?: Record<string, unknown> };
  /** The record kind whose History (GET /api/Audit/Get<Kind>History) shows a row's writes, if any. */
  history?: AuditRecordKind;
  /** Where the list offers its choices (`choices`): a demo user who picks, and one who may not. */
  choices?: { picker: string; refused: string };
  /** The list's own refusals of a save (400, nothing written): a name, the body for row `id`, the text. */
  refusals?: readonly [string, (id: number) => Record<string, unknown>, string][];
}

const displayText: [string, string] = ['DisplayText', 'displayText'];
const padded = (n: number) => String(n).padStart(4, '0');
const wrapped = (key: string) => (row: WireRow) => ({ [key]: [row] });
const same = (row: WireRow) => row;
const swapCase = (value: string) =>
  [...value].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

/** The one-text lists: a body `{ Id, <field> }`, values `Shared 0001`, found by their text. */
function textCase(
  list: ReferenceList,
  [field, rowField]: [string, string],
  texts: ListCase['texts'],
  byIdData: ListCase['byIdData'],
  activeFlag: boolean,
): ListCase {
  const flags = activeFlag ? { isActive: true, isDeleted: false } : {};
  return {
    list,
    editor: 'contribute',
    reader: 'readonly',
    refused: ['pm'],
    field,
    rowField,
    rowId: (row) => row.id as number,
    body: (value, id) => ({ Id: id, [field]: value }),
    idField: 'Id',
    activeField: activeFlag ? 'IsActive' : undefined,
    shape: (value) => ({ id: expect.any(Number), [rowField]: value, ...flags }),
    sorted: { values: ['zz-50% mix', 'zz-500 mix', 'ZZ-apple', 'zz-Banana', 'zz-cherry'], search: 'ZZ-' },
    value: (n) => `Shared ${padded(n)}`,
    sameValue: swapCase,
    texts: { ...texts, max: 50 },
    search: (value) => [{ FieldName: rowField, Value: value }],
    searchable: rowField,
    byIdData,
    walk: { value: (i) => `Paged ${padded(i)}`, search: [{ FieldName: rowField, Value: 'paged ' }] },
  };
}

/** The test app runs in the process's zone (its default), so this is the server's today. */
const today = todayIn(systemTimeZone());
/** Far enough ahead that forecast's own tests (days from today) never meet these dates. */
const forecastBase = `${Number(today.slice(0, 4)) + 40}-01-01`;
const forecastWalkBase = `${Number(today.slice(0, 4)) + 20}-01-01`;
/** 'YYYY-MM-DD' → 'MM/DD/YYYY', as the screen shows and searches dates. */
const shownDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

export const LIST_CASES: readonly ListCase[] = [
  textCase(materialList, displayText, ReferenceMessages.materialList, same, false),
  textCase(equipmentList, displayText, ReferenceMessages.equipmentList, same, false),
  textCase(payrollNoteList, ['Name', 'name'], ReferenceMessages.payrollNote, wrapped('payRollNotes'), true),
  textCase(
    supervisorOverrideReasonList,
    displayText,
    ReferenceMessages.supervisorOverrideReason,
    wrapped('supervisorOverrideReason'),
    true,
  ),
  {
    ...textCase(
      statusCodeList,
      ['StatusInitial', 'statusInitial'],
      ReferenceMessages.statusCodeList,
      same,
      true,
    ),
    body: (value, ID) => ({ ID, StatusInitial: value, DisplayText: 'Shared code' }),
    idField: 'ID',
    shape: (value) => ({
      id: expect.any(Number),
      statusInitial: value,
      displayText: 'Shared code',
      isActive: true,
    }),
    // Sorting and searching by initial or description are Status Code's own tests.
    sorted: undefined,
    // 'A00'..'Z99': three characters, the longest initial.
    value: (n) => `${String.fromCharCode(65 + Math.floor(n / 100))}${String(n % 100).padStart(2, '0')}`,
    texts: {
      required: ReferenceMessages.statusCodeList.initialRequired,
      tooLong: ReferenceMessages.statusCodeList.initialTooLong,
      max: 3,
    },
    searchable: 'statusCode, statusInitial, displayText',
    // 'A0'..'L9': distinct initials whose sorted order is the order made, found by their description.
    walk: {
      value: (i) => `${String.fromCharCode(65 + Math.floor(i / 10))}${i % 10}`,
      search: [{ FieldName: 'displayText', Value: 'paged code' }],
      extra: { display_text: 'Paged code' },
    },
  },
  {
    ...textCase(
      payCodeList,
      ['Code', 'code'],
      {
        required: ReferenceMessages.payCodeList.codeRequired,
        tooLong: ReferenceMessages.payCodeList.codeTooLong,
      },
      same,
      true,
    ),
    body: (value, Id) => ({ Id, Code: value, Description: 'Shared code', CountsAs: 'Overtime' }),
    shape: (value) => ({
      id: expect.any(Number),
      code: value,
      description: 'Shared code',
      countsAs: 'Overtime',
      isActive: true,
    }),
    // Sorting and searching by code or description follow the Status Code List's shape.
    sorted: undefined,
    value: (n) => `P${padded(n)}`,
    texts: {
      required: ReferenceMessages.payCodeList.codeRequired,
      tooLong: ReferenceMessages.payCodeList.codeTooLong,
      max: 10,
    },
    searchable: 'payCode, code, description',
    history: 'payCode',
    // Those who correct timecard lines pick a pay code; a Project Manager does, without the list's page.
    choices: { picker: 'pm', refused: 'readonly' },
    walk: {
      value: (i) => `W${padded(i)}`,
      search: [{ FieldName: 'description', Value: 'paged code' }],
      extra: { description: 'Paged code', counts_as: 'Regular' },
    },
    refusals: [
      [
        'a code with a space',
        (Id) => ({ Id, Code: 'R G', Description: 'x', CountsAs: 'Regular' }),
        ReferenceMessages.payCodeList.codeCharacters,
      ],
      [
        'no description',
        (Id) => ({ Id, Code: 'RG', CountsAs: 'Regular' }),
        ReferenceMessages.payCodeList.descriptionRequired,
      ],
      [
        'a blank description',
        (Id) => ({ Id, Code: 'RG', Description: ' ', CountsAs: 'Regular' }),
        ReferenceMessages.payCodeList.descriptionRequired,
      ],
      [
        'a description too long',
        (Id) => ({ Id, Code: 'RG', Description: 'd'.repeat(51), CountsAs: 'Regular' }),
        ReferenceMessages.payCodeList.descriptionTooLong,
      ],
      [
        'no counts-as',
        (Id) => ({ Id, Code: 'RG', Description: 'x' }),
        ReferenceMessages.payCodeList.countsAsRequired,
      ],
      [
        'a counts-as of its own',
        (Id) => ({ Id, Code: 'RG', Description: 'x', CountsAs: 'Triple' }),
        ReferenceMessages.payCodeList.countsAsRequired,
      ],
    ],
  },
  {
    ...textCase(
      divisionList,
      ['divisionName', 'divisionName'],
      ReferenceMessages.division,
      wrapped('division'),
      true,
    ),
    idField: undefined,
    activeField: 'isActive',
    shape: (value) => ({ divisionId: expect.any(Number), divisionName: value, isActive: true }),
    editor: 'admin',
    reader: undefined,
    refused: ['contribute', 'readonly', 'pm'],
    rowId: (row) => row.divisionId as number,
    body: (value, divisionId) => ({ divisionId, divisionName: value }),
    insert: (t, value) =>
      t.db
        .insertInto('division')
        .values({ division_name: value })
        .returning(['id as divisionId', 'division_name as divisionName', 'is_active as isActive'])
        .executeTakeFirstOrThrow(),
  },
  {
    list: forecastList,
    editor: 'contribute',
    reader: 'readonly',
    refused: ['pm'],
    field: 'forecastDate',
    rowField: 'forecastDate',
    rowId: (row) => row.id as number,
    body: (value, id) => ({ id, forecastDate: value }),
    idField: 'id',
    shape: (value) => ({
      id: expect.any(Number),
      forecastDate: value,
      forecastDays: 0,
      isPastDate: false,
      previousForecastDate: null,
    }),
    value: (n) => addDays(forecastBase, n),
    // Dates have no case: the same date is the only other spelling.
    sameValue: (value) => value,
    texts: { required: ReferenceMessages.forecast.required },
    search: (value) => [{ FieldName: 'forecastDate', Value: shownDate(value) }],
    searchable: 'forecastDate',
    byIdData: wrapped('forecast'),
    walk: {
      value: (i) => addDays(forecastWalkBase, i),
      search: [{ FieldName: 'forecastDate', Value: `/${forecastWalkBase.slice(0, 4)}` }],
    },
  },
];

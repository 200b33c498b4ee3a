import {
  checkMappingValue,
  kindOfMappingField,
  mappingField,
  PAYROLL_LAYOUT_DEFINITIONS,
  PAYROLL_MAPPING_KINDS,
  type PayrollBatchLine,
  type PayrollLayout,
  type PayrollMappedValues,
  type PayrollMappingField,
  type PayrollMappingFieldId,
  type PayrollMappingKind,
  PayrollMappingMessages,
  type PayrollMappingRow,
  type PayrollMappingSave,
  type PayrollUnmappedRecord,
  payrollLayout,
  payrollMappingKind,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import type { ExportLine } from './layouts.ts';

/**
 * What the payroll systems call the console's records (shared/docs/payroll-export.md "Mappings"):
 * the values kept by kind and record, the ones a batch's lines take, the layouts' check that none
 * they need is missing, and the Mappings screen's list and save.
 */

/** Where each kind's records come from, in the caller's divisions (table aliased s: key, name, search). */
interface MappingSource {
  rows: (scope: DivisionScope) => RawBuilder<unknown>;
  /** How a refusal names the record a line holds (its number or code, as the office knows it). */
  nameIn: (line: PayrollBatchLine, payCode: string) => string;
  /** The line's key of this kind (the mapping's key). */
  keyOf: (line: SourceKeys, payCode: string) => string;
}

/** What a batch line names besides its snapshot, to find its mapped values. */
export interface SourceKeys {
  employeeId: number;
  divisionId: number;
  deviceId: number | null;
}

const SOURCES: Readonly<Record<PayrollMappingKind, MappingSource>> = {
  employee: {
    rows: (scope) => sql`(select e.id::text as key,
        e.employee_number || ' - ' || e.last_name || ', ' || e.first_name as name,
        e.employee_number as sort1, e.id as sort2, e.search_text as search
      from employee e where ${inScope('e.division_id', scope)})`,
    nameIn: (line) => `employee '${line.employeeNumber}'`,
    keyOf: (keys) => String(keys.employeeId),
  },
  payCode: {
    rows: () => sql`(select c.code as key, c.code || ' - ' || c.description as name,
        c.code as sort1, c.id as sort2, lower(c.code || ' ' || c.description) as search
      from pay_code c where not c.is_deleted)`,
    nameIn: (_line, payCode) => `pay code '${payCode}'`,
    keyOf: (_keys, payCode) => payCode,
  },
  division: {
    rows: (scope) => sql`(select d.id::text as key, d.division_name as name,
        d.division_name as sort1, d.id as sort2, lower(d.division_name) as search
      from division d where ${inScope('d.id', scope)})`,
    nameIn: (line) => `division ${line.divisionId}`,
    keyOf: (keys) => String(keys.divisionId),
  },
  device: {
    rows: (scope) => sql`(select v.id::text as key, v.name as name,
        v.name as sort1, v.id as sort2, lower(v.name) as search
      from device v where ${inScope('v.division_id', scope)})`,
    nameIn: () => 'a device',
    keyOf: (keys) => (keys.deviceId === null ? '' : String(keys.deviceId)),
  },
};

type Stored = ReadonlyMap<string, Readonly<Record<string, string>>>;
export type Mappings = Readonly<Record<PayrollMappingKind, Stored>>;

/** JSON columns come back as text from one driver and parsed from the other. */
const parsedValue = (value: unknown): Record<string, string> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;

/** Every mapping kept, by kind and key (a few thousand rows at most: one a record). */
export async function loadMappings(trx: Trx | Db): Promise<Mappings> {
  const rows = await trx.selectFrom('payroll_mapping').select(['kind', 'key', 'value']).execute();
  const byKind = Object.fromEntries(PAYROLL_MAPPING_KINDS.map((k) => [k.id, new Map()])) as Record<
    PayrollMappingKind,
    Map<string, Record<string, string>>
  >;
  for (const row of rows) byKind[row.kind as PayrollMappingKind]?.set(row.key, parsedValue(row.value));
  return byKind;
}

/** A line's mapped values: each field from its record of the field's kind, else the field's fallback. */
export function valuesOf(mappings: Mappings, keys: SourceKeys, payCode: string): PayrollMappedValues {
  const values: Record<string, string> = {};
  for (const kind of PAYROLL_MAPPING_KINDS) {
    const stored = mappings[kind.id].get(SOURCES[kind.id].keyOf(keys, payCode));
    for (const f of kind.fields as readonly PayrollMappingField[])
      values[f.id] = stored?.[f.id] || f.fallback;
  }
  return values as PayrollMappedValues;
}

/** The lines with their mapped values, as the writers take them. */
export function exportLines(
  mappings: Mappings,
  lines: readonly (PayrollBatchLine & SourceKeys)[],
): ExportLine[] {
  return lines.map(({ employeeId, deviceId, ...line }) => {
    const keys = { employeeId, deviceId, divisionId: line.divisionId };
    return {
      line,
      mapped: valuesOf(mappings, keys, line.payCode),
      previousMapped: line.previousPayCode === null ? null : valuesOf(mappings, keys, line.previousPayCode),
    };
  });
}

/**
 * The records a layout's rows need a mapped value of and lack, each with its lines (a correction's
 * reversal needs its earlier pay code's too), ordered as named: none when every line is mapped. A
 * line counts `weights[i]` lines when given (a preview's groups of alike lines).
 */
export function unmappedFor(
  layout: PayrollLayout,
  lines: readonly ExportLine[],
  weights?: readonly number[],
): PayrollUnmappedRecord[] {
  const { requires, rows } = payrollLayout(layout);
  const missing = new Map<string, PayrollUnmappedRecord>();
  const note = (field: PayrollMappingFieldId, record: string, n: number) => {
    const label = mappingField(field).label;
    const key = `${label}\u0000${record}`;
    const known = missing.get(key);
    if (known) known.lines += n;
    else missing.set(key, { field: label, record, lines: n });
  };
  lines.forEach(({ line, mapped, previousMapped }, i) => {
    const n = weights?.[i] ?? 1;
    for (const field of requires) {
      const source = SOURCES[kindOfMappingField(field).id as PayrollMappingKind];
      const name = source.nameIn(line, line.payCode);
      if (!mapped[field]) note(field, name, n);
      if (rows !== 'reversalThenLine' || !previousMapped || previousMapped[field]) continue;
      // A correction whose reversal names the same record counts as one line of it.
      const previous = source.nameIn(line, line.previousPayCode ?? '');
      if (previous !== name || mapped[field]) note(field, previous, n);
    }
  });
  return [...missing.values()].sort((a, b) =>
    a.field === b.field ? (a.record < b.record ? -1 : 1) : a.field < b.field ? -1 : 1,
  );
}

/** The fields some layout requires of a kind (what its "only unmapped" filter looks at). */
const requiredOf = (kind: PayrollMappingKind): string[] => {
  const fields = (payrollMappingKind(kind).fields as readonly PayrollMappingField[]).map((f) => f.id);
  return fields.filter((f) =>
    PAYROLL_LAYOUT_DEFINITIONS.some((l) => (l.requires as readonly string[]).includes(f)),
  );
};

const rowOf = (row: { key: string; name: string; value: unknown }): PayrollMappingRow => {
  const stored = row.value === null ? {} : parsedValue(row.value);
  return { key: row.key, name: row.name, values: stored };
};

/** One page of a kind's records in the caller's divisions with their values, and the count. */
export async function listMappings(
  db: Db,
  kind: PayrollMappingKind,
  scope: DivisionScope,
  options: { search?: string | undefined; unmappedOnly?: boolean | undefined },
  page: OffsetLimit,
): Promise<{ rows: PayrollMappingRow[]; totalCount: number }> {
  const search = options.search?.trim().toLowerCase() ?? '';
  const required = requiredOf(kind);
  const unmapped =
    required.length > 0
      ? sql.join(
          required.map((f) => sql`coalesce(m.value->>${f}, '') = ''`),
          sql` or `,
        )
      : sql`m.key is null`;
  const { rows } = await sql<{ key: string; name: string; value: unknown; total: number }>`
    select s.key, s.name, m.value, count(*) over ()::int as total
    from ${SOURCES[kind].rows(scope)} s
    left join payroll_mapping m on m.kind = ${kind} and m.key = s.key
    where ${search ? sql`strpos(s.search, ${search}) > 0` : sql`true`}
      and ${options.unmappedOnly ? sql`(${unmapped})` : sql`true`}
    order by s.sort1, s.sort2 offset ${page.offset} limit ${Math.min(page.limit, 2_000_000_000)}`.execute(db);
  return { rows: rows.map(rowOf), totalCount: rows[0]?.total ?? 0 };
}

/**
 * Saves a record's values (each field checked by its definition, a 400 naming it; a field left out
 * is empty); a record left all empty has no mapping. The record must be of the caller's divisions
 * (else 404, as one that does not exist). Audited: `payroll_mapping`, before and after.
 */
export async function saveMapping(
  db: Db,
  userId: number,
  input: PayrollMappingSave,
  scope: DivisionScope,
): Promise<PayrollMappingRow> {
  const definition = payrollMappingKind(input.kind);
  const fields = definition.fields as readonly PayrollMappingField[];
  for (const id of Object.keys(input.values))
    if (!fields.some((f) => f.id === id)) throw new ApiError(400, PayrollMappingMessages.unknownField(id));
  const values: Record<string, string> = {};
  for (const f of fields) {
    const checked = checkMappingValue(f, input.values[f.id] ?? '');
    if ('problem' in checked) throw new ApiError(400, `values.${f.id}: ${checked.problem}`);
    if (checked.value !== '') values[f.id] = checked.value;
  }
  return auditedWrite(db, userId, async (trx) => {
    const { rows } = await sql<{ key: string; name: string; value: unknown }>`
      select s.key, s.name, m.value from ${SOURCES[input.kind].rows(scope)} s
      left join payroll_mapping m on m.kind = ${input.kind} and m.key = s.key
      where s.key = ${input.key}`.execute(trx);
    const found = rows[0];
    if (!found) throw new ApiError(404, PayrollMappingMessages.recordNotFound(definition.recordLabel));
    const before = found.value === null ? null : parsedValue(found.value);
    const empty = Object.keys(values).length === 0;
    if (empty)
      await trx
        .deleteFrom('payroll_mapping')
        .where('kind', '=', input.kind)
        .where('key', '=', input.key)
        .execute();
    else
      await trx
        .insertInto('payroll_mapping')
        .values({ kind: input.kind, key: input.key, value: JSON.stringify(values) })
        .onConflict((oc) =>
          oc.columns(['kind', 'key']).doUpdateSet({ value: JSON.stringify(values), updated_at: sql`now()` }),
        )
        .execute();
    return {
      result: { key: found.key, name: found.name, values },
      audit: {
        action: 'update',
        entity: 'payroll_mapping',
        entityId: `${input.kind}:${input.key}`,
        before: before && { kind: input.kind, record: found.name, ...before },
        after: empty ? null : { kind: input.kind, record: found.name, ...values },
      },
    };
  });
}

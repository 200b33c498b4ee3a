import type { AuditEntry } from '@tac/contracts';
import { type AuditNamedRecord, auditFieldOf } from '@tac/contracts/audit-fields';
import type { DivisionScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { recordNames } from './record-names.ts';

type Side = Record<string, unknown>;
type Names = ReadonlyMap<AuditNamedRecord, ReadonlyMap<string, string>>;

const isSide = (value: unknown): value is Side =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An id a field holds: a number, or digits (a report type's code). */
const isId = (value: unknown): value is number | string =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/** Each field of a row's side that names a record by id, with the record it names. */
function namingFields(kind: string, side: unknown): { key: string; record: AuditNamedRecord }[] {
  if (!isSide(side)) return [];
  return Object.keys(side).flatMap((key) => {
    const record = auditFieldOf(kind, key)?.names;
    return record ? [{ key, record }] : [];
  });
}

/** A side with each naming field's ids replaced by the names read for them. */
function namedSide(kind: string, side: unknown, names: Names): unknown {
  const fields = namingFields(kind, side);
  if (fields.length === 0) return side;
  const named: Side = { ...(side as Side) };
  for (const { key, record } of fields) {
    const name = (value: unknown) => (isId(value) ? (names.get(record)?.get(String(value)) ?? value) : value);
    const value = named[key];
    named[key] = Array.isArray(value) ? value.map(name) : name(value);
  }
  return named;
}

/**
 * Audit rows as a History dialog and the Audit Log show them (shared/docs/payroll-export.md
 * "History"): each field its kind describes as naming a record (@tac/contracts/audit-fields) holds
 * the record's name instead of its id, read in the reader's divisions; the rest as written. One
 * query a kind of record named on the page.
 */
export async function withRecordNames(
  db: Db,
  entries: readonly AuditEntry[],
  scope: DivisionScope,
): Promise<AuditEntry[]> {
  const wanted = new Map<AuditNamedRecord, Set<number | string>>();
  for (const entry of entries)
    for (const side of [entry.before, entry.after])
      for (const { key, record } of namingFields(entry.recordKind, side)) {
        const ids = wanted.get(record) ?? new Set();
        for (const value of [(side as Side)[key]].flat()) if (isId(value)) ids.add(value);
        wanted.set(record, ids);
      }
  const names = new Map<AuditNamedRecord, Map<string, string>>();
  for (const [record, ids] of wanted) names.set(record, await recordNames(db, record, [...ids], scope));
  return entries.map((entry) => ({
    ...entry,
    before: namedSide(entry.recordKind, entry.before, names),
    after: namedSide(entry.recordKind, entry.after, names),
  }));
}

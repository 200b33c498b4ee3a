import { type ImportResult, WorkforceMessages } from '@tac/contracts';
import { auditAlso, auditedWrite, type Trx } from '../../../../db/audit.ts';
import type { Db } from '../../../../db/database.ts';
import { importAudit } from '../../../../http/csv-import.ts';
import { ApiError } from '../../../../http/envelope.ts';
import type { ListContext, ReferenceList } from '../definition.ts';
import { changeRow, insertRow, rowsByValue } from '../queries.ts';
import type { ImportPlan, PlannedRow } from './plan.ts';

/**
 * Writes a valid plan in one transaction: each row added or updated with its own audit row, as a
 * save writes it (so its History shows it like a saved change), and one audit row for the import.
 *
 * Another import may run at the same time. Rows are written in one order (by value), so two imports
 * lock rows in the same order and never deadlock; a row found live is locked and updated; a new one is
 * inserted unless another write holds its value (`on conflict do nothing` waits for that write), and
 * then the row that write committed is locked and updated. Either import writes all its rows or none,
 * and a value held in another case refuses the whole import (409), never a 500 on the unique index.
 */
export function commitImport(
  db: Db,
  list: ReferenceList,
  context: ListContext,
  userId: number,
  plan: ImportPlan,
  fileName: string,
  valueColumn: string,
): Promise<ImportResult> {
  const ordered = [...plan.rows].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return auditedWrite(db, userId, async (trx) => {
    let created = 0;
    for (const row of ordered) {
      const { audit } = await writeRow(trx, list, context, row, valueColumn);
      if (audit.action === 'create') created++;
      await auditAlso(trx, userId, audit);
    }
    const result = {
      ...plan.result,
      created,
      updated: ordered.length - created,
      committed: true,
    };
    const values = ordered.map((r) => r.value);
    return { result, audit: importAudit(list.entity, fileName, result, { values }) };
  });
}

/** One row: the live row holding its value exactly updated, else a new one added; its audit entry. */
async function writeRow(
  trx: Trx,
  list: ReferenceList,
  context: ListContext,
  row: PlannedRow,
  valueColumn: string,
) {
  const live = async () =>
    (await rowsByValue(trx, list, context, [row.value], true)).find((f) => f.value === row.value);
  const found = (await live()) ?? (await insertRow(trx, list, context, row.input, true)) ?? (await live());
  // Held in another case by a write that committed after the preview: as a save, a 409.
  if (found === undefined) {
    const line = `line ${row.line} (${valueColumn}): ${list.messages.duplicate}`;
    throw new ApiError(409, `${WorkforceMessages.import.rowsInvalid(1)}. ${line}`);
  }
  if ('audit' in found) return found;
  list.save.beforeUpdate?.(found.row, row.input);
  return changeRow(trx, list, context, found.id, found.row, row.input);
}

import type { SearchTextEntry } from '@tac/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { KeysetKey } from '../../http/csv-stream.ts';
import { type ListContext, type ReferenceList, referenceListQuery } from '../reference/index.ts';

/**
 * A reference list's current view: the rows its list shows, with the row id beside them to read them
 * by (every reference table's key is `id`, and each list reads one table).
 */
export function referenceCsvQuery(
  db: Db,
  list: ReferenceList,
  context: ListContext,
  search: readonly SearchTextEntry[],
) {
  return referenceListQuery(db, list, context, search).select(sql<number>`id`.as('csvRowId'));
}

type Row = Awaited<ReturnType<ReturnType<typeof referenceCsvQuery>['execute']>>[number];

export const REFERENCE_CSV_KEYS: readonly KeysetKey<Row>[] = [{ sql: sql`id`, of: (r) => r.csvRowId }];

/** The download's name from the list's title: 'Status Code List' → 'status-code-list'. */
export const referenceFileName = (title: string) => title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');

import { sql } from 'kysely';
import type { CsvColumn, KeysetKey } from '../../http/csv-stream.ts';
import type { auditLogQuery } from '../audit/index.ts';
import { kindOfEntity } from '../audit/index.ts';

type Row = Awaited<ReturnType<ReturnType<typeof auditLogQuery>['execute']>>[number];

const jsonText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The Audit Log's current view, oldest first (by id). */
export const AUDIT_CSV_KEYS: readonly KeysetKey<Row>[] = [{ sql: sql`a.id`, of: (r) => r.id }];
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'When (UTC)', value: (r) => r.at },
  { header: 'User', value: (r) => r.userName },
  { header: 'Action', value: (r) => r.action },
  { header: 'Record Kind', value: (r) => kindOfEntity(r.entity) ?? r.entity },
  { header: 'Record Id', value: (r) => r.recordId },
  { header: 'Before', value: (r) => jsonText(r.before) },
  { header: 'After', value: (r) => jsonText(r.after) },
];

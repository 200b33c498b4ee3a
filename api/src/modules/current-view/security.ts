import { sql } from 'kysely';
import type { CsvColumn, KeysetKey } from '../../http/csv-stream.ts';
import type { securityUserListQuery } from '../security/index.ts';

type Row = Awaited<ReturnType<ReturnType<typeof securityUserListQuery>['execute']>>[number];

/** The Security list's current view, read by user id. */
export const SECURITY_USER_CSV_KEYS: readonly KeysetKey<Row>[] = [{ sql: sql`u.id`, of: (r) => r.userId }];
export const SECURITY_USER_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Username', value: (r) => r.userName },
  { header: 'Employee Full Name', value: (r) => r.employeeName },
  { header: 'Employee No', value: (r) => r.employeeNumber },
  { header: 'Group', value: (r) => r.securityGroupName },
];

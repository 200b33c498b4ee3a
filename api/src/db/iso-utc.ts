import { type RawBuilder, sql } from 'kysely';

/** An instant as ISO 8601 in UTC, the same text on both databases. */
export const isoUtc = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

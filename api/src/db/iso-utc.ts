import { type RawBuilder, sql } from 'kysely';

/**
 * An instant as the API writes every instant (shared/docs/api.md "Dates"): ISO 8601 in UTC with
 * milliseconds, 'YYYY-MM-DDTHH:mm:ss.sssZ', the text JSON gives a Date, so an instant read in SQL
 * and one the API holds as a Date read alike, and the same on both databases. Null stays null.
 */
export const isoUtc = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same, '' when the instant is null (the lists' rows, whose every field is text). */
export const isoUtcOrEmpty = (column: RawBuilder<unknown>) => sql<string>`coalesce(${isoUtc(column)}, '')`;

import { ApprovalMessages } from '@tac/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../../db/audit.ts';
import { ApiError } from '../../../http/envelope.ts';

/**
 * Takes the pay period of a division's week FOR SHARE (creating its row if missing) and refuses
 * with 409 when it is closed. A write that may leave a line pending holds it to its commit, and
 * closing takes it FOR UPDATE: the two wait for each other, so a close never leaves a pending line
 * behind (shared/docs/approval.md "Races").
 */
export async function lockOpenPeriod(trx: Trx, divisionId: number, weekEnding: string): Promise<void> {
  await sql`insert into pay_period (division_id, week_ending_date) values (${divisionId}, ${weekEnding}::date)
    on conflict do nothing`.execute(trx);
  const { rows } = await sql<{ closed: boolean }>`select closed from pay_period
    where division_id = ${divisionId} and week_ending_date = ${weekEnding}::date for share`.execute(trx);
  if (rows[0]?.closed) throw new ApiError(409, ApprovalMessages.periodClosed(weekEnding));
}

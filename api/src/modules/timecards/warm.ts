import { TimecardSearchField } from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import type { Db } from '../../db/database.ts';
import { listIssueNotes } from './issue-notes.ts';
import { listTimecards } from './list-query.ts';

/**
 * Runs the timecard list a few times at start (one division, four weeks, with and without column
 * searches), so the first user's list does not pay for PGlite's WebAssembly warming up or for cold
 * pages (shared/docs/toolchain.md: first queries in a fresh process are many times slower). Reads only.
 */
export async function warmTimecards(db: Db, today: string, rounds = 3): Promise<void> {
  const division = await db.selectFrom('timecard').select('division_id').limit(1).executeTakeFirst();
  if (!division) return;
  const input = {
    scope: [division.division_id],
    range: { from: addDays(today, -27), to: today },
    page: { offset: 0, limit: 100 },
    timeZone: 'UTC',
  };
  for (let i = 0; i < rounds; i++) {
    await listTimecards(db, { ...input, search: [] });
    // Also as an administrator sees it (every division): other plans and pages, which the first
    // administrators' calls otherwise paid for in a queue of 50 clients on PGlite's one connection.
    await listTimecards(db, { ...input, scope: 'all', search: [] });
    await listTimecards(db, {
      ...input,
      search: [
        { FieldName: TimecardSearchField.Employee, Value: 'a' },
        { FieldName: TimecardSearchField.Attestation, Value: 'Approved None' },
      ],
    });
    await listIssueNotes(db, { ...input, search: [] });
  }
}

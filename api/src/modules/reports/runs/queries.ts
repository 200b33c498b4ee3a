import { ReportMessages, type ReportRun } from '@tac/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/database.ts';
import type { OffsetLimit } from '../../../http/paging.ts';
import { dayText } from '../generate/sql.ts';
import { scheduleAccess } from '../schedules/queries.ts';
import { actionableSchedule, visibleSchedule } from '../schedules/visibility.ts';

/**
 * The run log reads: a schedule's runs and their files, for the users who may act on the
 * schedule (schedules/visibility.ts): one who only sees it is refused, anyone else is told it is
 * not found.
 */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** `report_run as r` is marked running but its attempt has outlived its limit. */
const stalled = (attemptSeconds: number) =>
  sql<boolean>`(r.outcome = 'running' and r.started_at < now() - make_interval(secs => ${attemptSeconds}))`;

/**
 * A schedule's runs, newest first, each with its files (no bytes); 'none' or 'see' when refused. A
 * run still marked running whose attempt began more than `attemptSeconds` ago lost its worker (a
 * live attempt stops itself before that, jobs.ts): it is told as queued, to be tried again, not as
 * running.
 */
export async function listRuns(
  db: Db,
  user: AuthContext,
  scheduleId: number,
  range: OffsetLimit,
  attemptSeconds: number,
): Promise<{ rows: ReportRun[]; totalCount: number } | 'none' | 'see'> {
  const access = await scheduleAccess(db, user, scheduleId);
  if (access !== 'act') return access;
  const { count } = await db
    .selectFrom('report_run')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  if (range.limit === 0) return { rows: [], totalCount: count };
  const runs = await db
    .selectFrom('report_run as r')
    .select([
      'r.id',
      'r.schedule_id as scheduleId',
      'r.due_at as dueAt',
      'r.started_at as startedAt',
      'r.finished_at as finishedAt',
      dayText('r.period_from').as('periodFrom'),
      dayText('r.period_to').as('periodTo'),
      'r.recipients',
      sql<ReportRun['outcome']>`case when ${stalled(attemptSeconds)} then 'queued' else r.outcome end`.as(
        'outcome',
      ),
      sql<
        string | null
      >`case when ${stalled(attemptSeconds)} then ${ReportMessages.runStalled} else r.error end`.as('error'),
      'r.attempts',
      'r.resent_from_run_id as resentFromRunId',
    ])
    .where('r.schedule_id', '=', scheduleId)
    .orderBy('r.id', 'desc')
    .offset(range.offset)
    .limit(range.limit)
    .execute();
  const files =
    runs.length === 0
      ? []
      : await db
          .selectFrom('report_run_file')
          .select(['id', 'run_id as runId', 'name', 'kind', 'bytes'])
          .where(
            'run_id',
            'in',
            runs.map((run) => run.id),
          )
          .orderBy('id')
          .execute();
  const rows = runs.map((run) => ({
    ...run,
    dueAt: run.dueAt.toISOString(),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    files: files
      .filter((file) => file.runId === run.id)
      .map(({ id, name, kind, bytes }) => ({ id, name, kind, bytes })),
  }));
  return { rows, totalCount: count };
}

/** A run file's name, kind and bytes if the user may act on its schedule; 'none' or 'see' when refused. */
export async function findRunFile(
  db: Db,
  user: AuthContext,
  fileId: number,
): Promise<{ name: string; kind: 'pdf' | 'csv' | 'eml'; content: Buffer } | 'none' | 'see'> {
  const head = await db
    .selectFrom('report_run_file as f')
    .innerJoin('report_run as r', 'r.id', 'f.run_id')
    .innerJoin('report_schedule as s', 's.id', 'r.schedule_id')
    .select(['s.id', actionableSchedule(user).as('act')])
    .where('f.id', '=', fileId)
    .where('s.is_deleted', '=', false)
    .where(visibleSchedule(user))
    .executeTakeFirst();
  if (!head) return 'none';
  if (!head.act) return 'see';
  const row = await db
    .selectFrom('report_run_file')
    .select(['name', 'kind', 'content'])
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return { name: row.name, kind: row.kind, content: Buffer.from(row.content) };
}

import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The run log of report schedules: each run the scheduler took, and the files it made.
 * - report_run: one row per due time of a schedule, unique on (schedule, due time) for the runs the
 *   scheduler takes, so two replicas cannot both log (and send) one due run; a re-send is a run of
 *   its own pointing at the run it repeats. Outcome, attempts and the last failure's reason are what
 *   the office reads; row_count (null until generated) says whether the report was empty.
 * - report_run_file: the report's PDF and CSV (and voucher PDFs), and the message as .eml when mail
 *   went to the outbox. The bytes live in the database, not in a folder: with several replicas on
 *   one PostgreSQL, any of them serves a file another one generated, and a re-send reads them back.
 * The pg-boss job that carries a run lives in pg-boss's own schema (created by pg-boss at start).
 */
export const reportRunsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('report_run')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('schedule_id', 'integer', (c) =>
        c.notNull().references('report_schedule.id').onDelete('cascade'),
      )
      .addColumn('due_at', 'timestamptz', (c) => c.notNull())
      .addColumn('period_from', 'date', (c) => c.notNull())
      .addColumn('period_to', 'date', (c) => c.notNull())
      .addColumn('recipients', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('outcome', 'text', (c) =>
        c
          .notNull()
          .defaultTo('queued')
          .check(sql`outcome in ('queued', 'running', 'sent', 'empty', 'failed')`),
      )
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('row_count', 'integer')
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addColumn('resent_from_run_id', 'integer', (c) => c.references('report_run.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create unique index report_run_once on report_run (schedule_id, due_at) where resent_from_run_id is null`.execute(
      db,
    );
    // The run log: a schedule's runs, newest first.
    await sql`create index report_run_by_schedule on report_run (schedule_id, id desc)`.execute(db);

    await db.schema
      .createTable('report_run_file')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('run_id', 'integer', (c) => c.notNull().references('report_run.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pdf', 'csv', 'eml')`))
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('report_run_file_run')
      .on('report_run_file')
      .columns(['run_id', 'id'])
      .execute();
  },
};

import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The mail the scheduler sends about signature requests (shared/docs/remotes/vouchers.md
 * "Reminders and the waiting digest"): each reminder of an unanswered request, unique per request
 * and reminder number, and each day's digest of tickets waiting for the customer, unique per user
 * and day, so two replicas ticking together queue each once; the origin a request's link was made
 * on, for a reminder's new link; and the log's `reminded` event. New tables, a column with a
 * constant default and a wider check: nothing existing is rewritten, and a build before this one
 * writes no event this check refuses.
 */
export const signingMailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table signature_request add column link_origin text not null default ''`.execute(db);
    await sql`alter table signature_request_event drop constraint signature_request_event_type`.execute(db);
    await sql`alter table signature_request_event add constraint signature_request_event_type
      check (event in ('sent', 'opened', 'codeSent', 'codeChecked', 'codeFailed', 'consented', 'viewed',
        'signed', 'rejected', 'reassigned', 'expired', 'voided', 'revoked', 'paperRequested', 'reminded'))`.execute(
      db,
    );
    await sql`create table signature_reminder (
      id serial primary key,
      request_id integer not null references signature_request(id),
      number integer not null,
      queued_at timestamptz not null,
      outcome text not null default 'queued'
        constraint signature_reminder_outcome
        check (outcome in ('queued', 'running', 'sent', 'skipped', 'failed')),
      attempts integer not null default 0,
      error text,
      finished_at timestamptz,
      unique (request_id, number)
    )`.execute(db);
    await sql`create table signing_digest (
      id serial primary key,
      user_id integer not null references app_user(id),
      day date not null,
      queued_at timestamptz not null,
      outcome text not null default 'queued'
        constraint signing_digest_outcome
        check (outcome in ('queued', 'running', 'sent', 'skipped', 'nothing', 'failed')),
      attempts integer not null default 0,
      error text,
      sent_to text,
      finished_at timestamptz,
      unique (user_id, day)
    )`.execute(db);
  },
};

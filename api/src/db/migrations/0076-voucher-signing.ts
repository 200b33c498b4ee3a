import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The customer's signature request for a T&M voucher (shared/docs/remotes/vouchers.md "Signing"):
 * each project's customer contacts; the requests (one open per voucher, by a partial unique index),
 * whose token, e-mailed code and signing proof are kept only as SHA-256 hashes; their event log and
 * the signed PDFs, both append-only (a trigger refuses every update and delete, so no later build
 * or hand can rewrite the evidence). New tables only: nothing existing is rewritten.
 */
export const voucherSigningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table project_contact (
      id serial primary key,
      project_id integer not null references project(id),
      name text not null,
      title text not null default '',
      company text not null default '',
      email text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index project_contact_project on project_contact (project_id)`.execute(db);

    await sql`create table signature_request (
      id serial primary key,
      voucher_id integer not null references tm_voucher(id),
      revision_id integer not null references tm_voucher_revision(id),
      contact_id integer references project_contact(id) on delete set null,
      signee_name text not null,
      signee_title text not null default '',
      signee_company text not null default '',
      signee_email text not null,
      sent_by integer references app_user(id),
      sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      status text not null default 'Sent'
        constraint signature_request_status
        check (status in ('Sent', 'Viewed', 'Signed', 'Rejected', 'Expired', 'Voided', 'Revoked')),
      token_hash text not null unique,
      code_hash text,
      code_expires_at timestamptz,
      code_attempts integer not null default 0,
      proof_hash text,
      proof_expires_at timestamptz,
      consented_at timestamptz,
      paper_requested_at timestamptz,
      viewed_sha256 text not null default '',
      signer_name text not null default '',
      signer_title text not null default '',
      signature_method text not null default '',
      signature_text text not null default '',
      signature_image bytea,
      intent_statement text not null default '',
      signed_at timestamptz,
      rejected_reason text not null default '',
      ended_at timestamptz
    )`.execute(db);
    await sql`create unique index signature_request_one_open on signature_request (voucher_id)
      where status in ('Sent', 'Viewed')`.execute(db);
    await sql`create index signature_request_voucher on signature_request (voucher_id, id)`.execute(db);

    await sql`create table signature_request_event (
      id serial primary key,
      request_id integer not null references signature_request(id),
      event text not null constraint signature_request_event_type check (event in ('sent', 'opened',
        'codeSent', 'codeChecked', 'codeFailed', 'consented', 'viewed', 'signed', 'rejected',
        'reassigned', 'expired', 'voided', 'revoked', 'paperRequested')),
      at timestamptz not null default now(),
      ip text not null default '',
      user_agent text not null default '',
      detail text not null default ''
    )`.execute(db);
    await sql`create index signature_request_event_request on signature_request_event (request_id, id)`.execute(
      db,
    );

    await sql`create table signature_request_signed_pdf (
      request_id integer primary key references signature_request(id),
      pdf bytea not null,
      sha256 text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

    await sql`create function signing_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only', tg_table_name;
      end $$`.execute(db);
    for (const table of ['signature_request_event', 'signature_request_signed_pdf']) {
      await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function signing_append_only()`.execute(db);
    }
  },
};

import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The install's own key and self-signed certificate that seal a signed T&M voucher PDF, when no
 * PKCS#12 file is given in the settings (shared/docs/pdf.md "Signed voucher PDF"). Kept in the
 * database so every replica seals with the same key and it outlives a redeploy; one row, made by
 * the first signing (the first replica to insert wins). Expand only: a new table.
 */
export const documentSigningKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table document_signing_key (
      name text primary key,
      certificate_pem text not null,
      private_key_pem text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  },
};

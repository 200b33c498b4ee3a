import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The voucher list's indexes by name. The large seed drops them before its bulk insert and builds
 * them again after it.
 * - tm_voucher_list: a user who sees some divisions; the range of days, the page's ids in list
 *   order and the exact count come from the index, INCLUDE holding what the usual filters read
 *   (device, project, task code, signature) so a filtered count reads no table page.
 * - tm_voucher_day: a user who sees all divisions (no division to lead with), in list order.
 */
export const VOUCHER_INDEXES = {
  tm_voucher_list: `create index tm_voucher_list on tm_voucher (division_id, created_date desc, id desc)
    include (device_id, project_id, task_id, has_signature)`,
  tm_voucher_day: `create index tm_voucher_day on tm_voucher (created_date desc, id desc)
    include (division_id, device_id, project_id, task_id, has_signature)`,
} as const;

/**
 * T&M vouchers as data (spec 002 §3): a voucher is named by its device, project, task code
 * and number; each submission from the device is a revision (version 1, 2, …) with its own labour,
 * material and equipment lines, notes, signature and attachments, from which its PDF is drawn.
 *
 * Laid out for the list (shared/docs/toolchain.md "Database"): tm_voucher carries the division (copied
 * from the project, so scoping needs no join) and its latest revision's fields the list shows and
 * filters on (version, synced, submitted mode, signature, attachments), written with that revision;
 * the list reads tm_voucher alone, the revision list the ≤ few revisions of one voucher.
 *
 * Material and equipment lines keep the name they were submitted with beside the list entry's id
 * (set null when the entry is deleted): a voucher is a record of what was charged and keeps its
 * names whatever the lists become.
 */
export const vouchersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tm_voucher')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('voucher_number', 'text', (c) =>
        c.notNull().check(sql`char_length(voucher_number) between 1 and 30`),
      )
      .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
      .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id'))
      .addColumn('task_id', 'integer', (c) => c.notNull().references('task.id'))
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addColumn('created_date', 'date', (c) => c.notNull())
      // The latest revision, and what of it the list shows and filters on.
      .addColumn('latest_revision_id', 'integer')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('synced_at', 'timestamptz', (c) => c.notNull())
      .addColumn('submitted_mode', 'text', (c) => c.notNull())
      .addColumn('has_signature', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('has_attachment', 'boolean', (c) => c.notNull().defaultTo(false))
      .addUniqueConstraint('tm_voucher_key', ['device_id', 'project_id', 'task_id', 'voucher_number'])
      .execute();
    for (const statement of Object.values(VOUCHER_INDEXES)) await sql.raw(statement).execute(db);

    await db.schema
      .createTable('tm_voucher_revision')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('voucher_id', 'integer', (c) => c.notNull().references('tm_voucher.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
      .addColumn('synced_at', 'timestamptz', (c) => c.notNull())
      .addColumn('submitted_mode', 'text', (c) =>
        c.notNull().check(sql`submitted_mode in ('Online', 'Offline')`),
      )
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('signer_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('signed_at', 'timestamptz')
      // The signature as drawn on the device: a PNG or JPEG.
      .addColumn('signature', 'bytea')
      .addUniqueConstraint('tm_voucher_revision_version', ['voucher_id', 'version'])
      .addCheckConstraint(
        'tm_voucher_revision_signed',
        sql`(signed_at is null and signature is null) or (signed_at is not null and signature is not null and signer_name <> '')`,
      )
      .execute();
    await sql`alter table tm_voucher add constraint tm_voucher_latest_revision
      foreign key (latest_revision_id) references tm_voucher_revision (id)`.execute(db);

    await db.schema
      .createTable('tm_voucher_labour')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('revision_id', 'integer', (c) =>
        c.notNull().references('tm_voucher_revision.id').onDelete('cascade'),
      )
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id'))
      .addColumn('pay_code', 'text', (c) => c.notNull())
      .addColumn('hours', 'double precision', (c) => c.notNull().check(sql`hours >= 0 and hours <= 24`))
      .execute();
    await db.schema
      .createTable('tm_voucher_material')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('revision_id', 'integer', (c) =>
        c.notNull().references('tm_voucher_revision.id').onDelete('cascade'),
      )
      .addColumn('material_id', 'integer', (c) => c.references('material.id').onDelete('set null'))
      .addColumn('material_name', 'text', (c) => c.notNull())
      .addColumn('quantity', 'double precision', (c) => c.notNull().check(sql`quantity >= 0`))
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createTable('tm_voucher_equipment')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('revision_id', 'integer', (c) =>
        c.notNull().references('tm_voucher_revision.id').onDelete('cascade'),
      )
      .addColumn('equipment_id', 'integer', (c) => c.references('equipment.id').onDelete('set null'))
      .addColumn('equipment_name', 'text', (c) => c.notNull())
      .addColumn('hours', 'double precision', (c) => c.notNull().check(sql`hours >= 0 and hours <= 24`))
      .execute();
    await db.schema
      .createTable('tm_voucher_attachment')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('revision_id', 'integer', (c) =>
        c.notNull().references('tm_voucher_revision.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .execute();
    for (const table of ['labour', 'material', 'equipment', 'attachment']) {
      await sql`create index ${sql.id(`tm_voucher_${table}_revision`)} on ${sql.table(`tm_voucher_${table}`)} (revision_id)`.execute(
        db,
      );
    }
  },
};

import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { referenceListsMigration } from './migrations/0002-reference-lists.ts';
import { securityMigration } from './migrations/0003-security.ts';
import { timecardsMigration } from './migrations/0004-timecards.ts';
import { timecardSearchMigration } from './migrations/0005-timecard-search.ts';
import { timecardDayCountMigration } from './migrations/0006-timecard-day-count.ts';
import { sessionChangeNoticeMigration } from './migrations/0007-session-change-notice.ts';
import { timecardCountsByPayCodeMigration } from './migrations/0008-timecard-counts-by-pay-code.ts';
import { divisionChangeNoticeMigration } from './migrations/0009-division-change-notice.ts';
import { signInLimitsMigration } from './migrations/0010-sign-in-limits.ts';
import { workforceMigration } from './migrations/0011-workforce.ts';
import { releasesMigration } from './migrations/0013-releases.ts';
import { ssoMigration } from './migrations/0014-sso.ts';
import { vouchersMigration } from './migrations/0015-vouchers.ts';
import { workforceScopeIndexMigration } from './migrations/0016-workforce-scope-index.ts';
import { reportSchedulesMigration } from './migrations/0017-report-schedules.ts';
import { reportRunsMigration } from './migrations/0018-report-runs.ts';
import { sessionSignInMethodMigration } from './migrations/0019-session-sign-in-method.ts';
import { sessionInsertNoNoticeMigration } from './migrations/0020-session-insert-no-notice.ts';
import { ssoFlowAddressMigration } from './migrations/0021-sso-flow-address.ts';
import { remoteVersionUserMigration } from './migrations/0022-remote-version-user.ts';
import { approvalMigration } from './migrations/0023-approval.ts';
import { payrollExportMigration } from './migrations/0030-payroll-export.ts';
import { fieldSyncMigration } from './migrations/0035-field-sync.ts';
import { remoteReleaseRoutesMigration } from './migrations/0040-remote-release-routes.ts';
import { timecardInPlaceUpdatesMigration } from './migrations/0041-timecard-in-place-updates.ts';
import { fieldRateWindowMigration } from './migrations/0045-field-rate-window.ts';
import { reportSchedulePauseMigration } from './migrations/0050-report-schedule-pause.ts';
import { ssoFlowCookieMigration } from './migrations/0051-sso-flow-cookie.ts';
import { fieldSyncIntegrityMigration } from './migrations/0054-field-sync-integrity.ts';
import { timecardExceptionsMigration } from './migrations/0055-timecard-exceptions.ts';
import { fieldArrivalOrderMigration } from './migrations/0056-field-arrival-order.ts';
import { payCodesMigration } from './migrations/0058-pay-codes.ts';
import { auditLogOrderMigration } from './migrations/0062-audit-log-order.ts';
import { payPeriodFiguresMigration } from './migrations/0064-pay-period-figures.ts';
import { timecardLateIndexMigration } from './migrations/0065-timecard-late-index.ts';
import { payrollRejectedLinesMigration } from './migrations/0066-payroll-rejected-lines.ts';
import { candidateWithdrawalMigration } from './migrations/0067-candidate-withdrawal.ts';
import { boundFunctionBodiesMigration } from './migrations/0068-bound-function-bodies.ts';
import { dayExceptionsOnePassMigration } from './migrations/0069-day-exceptions-one-pass.ts';
import { employeeWeekMigration } from './migrations/0070-employee-week.ts';
import { employeeWeekOvertimeMigration } from './migrations/0071-employee-week-overtime.ts';
import { closeRemindersMigration } from './migrations/0072-close-reminders.ts';
import { payrollMappingsMigration } from './migrations/0073-payroll-mappings.ts';
import { voucherLifecycleMigration } from './migrations/0074-voucher-lifecycle.ts';
import { documentSigningKeyMigration } from './migrations/0075-document-signing-key.ts';
import { voucherSigningMigration } from './migrations/0076-voucher-signing.ts';
import { signingMailMigration } from './migrations/0077-signing-mail.ts';
import { tmLogProjectIndexMigration } from './migrations/0078-tm-log-project-index.ts';
import { updateTriggersReadChangesOnceMigration } from './migrations/0079-update-triggers-read-changes-once.ts';
import { employeeWeekOvertimeChecksMigration } from './migrations/0080-employee-week-overtime-checks.ts';
import { appliedMigrationsIfAny, MIGRATIONS_NOT_APPLIED, schemaMisfit } from './schema-fit.ts';

/**
 * Migrations live in code (not files found at run time) so tsx, tests and any bundler see the same
 * list. Add a new entry for every change; never edit one that has shipped. Names sort in run order.
 * From 0002 on, each migration sits in its own file under ./migrations and is listed here.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('role')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createTable('claim')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .execute();
      await db.schema
        .createTable('role_claim')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addColumn('claim_name', 'text', (c) => c.notNull().references('claim.name').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_claim_pk', ['role_id', 'claim_name'])
        .execute();

      await db.schema
        .createTable('app_user')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // User names are e-mail addresses: unique whatever their case.
      await sql`create unique index app_user_user_name_ci on app_user (lower(user_name))`.execute(db);

      await db.schema
        .createTable('user_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('user_session_user').on('user_session').column('user_id').execute();

      await db.schema
        .createTable('login_attempt')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('client_address', 'text', (c) => c.notNull())
        .addColumn('succeeded', 'boolean', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('login_attempt_user_at')
        .on('login_attempt')
        .columns(['user_name', 'at'])
        .execute();
      await db.schema
        .createIndex('login_attempt_address_at')
        .on('login_attempt')
        .columns(['client_address', 'at'])
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before', 'jsonb')
        .addColumn('after', 'jsonb')
        .execute();
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id'])
        .execute();

      await db.schema
        .createTable('material')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('display_text', 'text', (c) => c.notNull())
        .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Unique among live rows only: a deleted material's text may be used again.
      await sql`create unique index material_display_text_ci on material (lower(display_text)) where not is_deleted`.execute(
        db,
      );

      await db.schema
        .createTable('app_secret')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_reference_lists': referenceListsMigration,
  '0003_security': securityMigration,
  '0004_timecards': timecardsMigration,
  '0005_timecard_search': timecardSearchMigration,
  '0006_timecard_day_count': timecardDayCountMigration,
  '0007_session_change_notice': sessionChangeNoticeMigration,
  '0008_timecard_counts_by_pay_code': timecardCountsByPayCodeMigration,
  '0009_division_change_notice': divisionChangeNoticeMigration,
  '0010_sign_in_limits': signInLimitsMigration,
  '0011_workforce': workforceMigration,
  '0013_releases': releasesMigration,
  '0014_sso': ssoMigration,
  '0015_vouchers': vouchersMigration,
  '0016_workforce_scope_index': workforceScopeIndexMigration,
  '0017_report_schedules': reportSchedulesMigration,
  '0018_report_runs': reportRunsMigration,
  '0019_session_sign_in_method': sessionSignInMethodMigration,
  '0020_session_insert_no_notice': sessionInsertNoNoticeMigration,
  '0021_sso_flow_address': ssoFlowAddressMigration,
  '0022_remote_version_user': remoteVersionUserMigration,
  '0023_approval': approvalMigration,
  '0030_payroll_export': payrollExportMigration,
  '0035_field_sync': fieldSyncMigration,
  '0040_remote_release_routes': remoteReleaseRoutesMigration,
  '0041_timecard_in_place_updates': timecardInPlaceUpdatesMigration,
  '0045_field_rate_window': fieldRateWindowMigration,
  '0050_report_schedule_pause': reportSchedulePauseMigration,
  '0051_sso_flow_cookie': ssoFlowCookieMigration,
  '0054_field_sync_integrity': fieldSyncIntegrityMigration,
  '0055_timecard_exceptions': timecardExceptionsMigration,
  '0056_field_arrival_order': fieldArrivalOrderMigration,
  '0058_pay_codes': payCodesMigration,
  '0062_audit_log_order': auditLogOrderMigration,
  '0064_pay_period_figures': payPeriodFiguresMigration,
  '0065_timecard_late_index': timecardLateIndexMigration,
  '0066_payroll_rejected_lines': payrollRejectedLinesMigration,
  '0067_candidate_withdrawal': candidateWithdrawalMigration,
  '0068_bound_function_bodies': boundFunctionBodiesMigration,
  '0069_day_exceptions_one_pass': dayExceptionsOnePassMigration,
  '0070_employee_week': employeeWeekMigration,
  '0071_employee_week_overtime': employeeWeekOvertimeMigration,
  '0072_close_reminders': closeRemindersMigration,
  '0073_payroll_mappings': payrollMappingsMigration,
  '0074_voucher_lifecycle': voucherLifecycleMigration,
  '0075_document_signing_key': documentSigningKeyMigration,
  '0076_voucher_signing': voucherSigningMigration,
  '0077_signing_mail': signingMailMigration,
  '0078_tm_log_project_index': tmLogProjectIndexMigration,
  '0079_update_triggers_read_changes_once': updateTriggersReadChangesOnceMigration,
  '0080_employee_week_overtime_checks': employeeWeekOvertimeChecksMigration,
};

/** Every migration in order; tests bring a database to an older one with Kysely's Migrator. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/**
 * Brings the schema up to date; Kysely's lock table keeps replicas starting together from racing.
 * A schema a newer build has already taken further is left as it is: this build runs beside that
 * one during a rolling upgrade, unless a migration there requires a newer build
 * (shared/docs/operations.md "Rolling upgrades").
 */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Migrator works on any schema
  db: Kysely<any>,
  /**
   * Told the pending migrations' names before they run on a database that already had some (an
   * upgrade, which on a large database can take a while); not for a new one.
   */
  onUpgrade?: (names: string[]) => void,
): Promise<void> {
  const misfit = schemaMisfit(Object.keys(migrations), await appliedMigrationsIfAny(db));
  if (misfit === null) return;
  if (misfit !== MIGRATIONS_NOT_APPLIED)
    throw new Error(`This build cannot run on this database: ${misfit}. Start the newer release.`);
  const migrator = new Migrator({ db, provider: migrationProvider });
  if (onUpgrade) {
    const known = await migrator.getMigrations();
    const pending = known.filter((m) => !m.executedAt).map((m) => m.name);
    if (pending.length > 0 && pending.length < known.length) onUpgrade(pending);
  }
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

import { type AuditRecordKind, ButtonClaim, type Claim, PageClaim } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { everyDivisionInScope, inScope } from '../../auth/division-scope.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import { visibleSchedule } from '../reports/index.ts';

/**
 * What each record kind's History reads: the audit log's entity name for it, the claim its screen
 * needs, and whether the caller may see the record (another division's answers 404, as one that
 * does not exist).
 */
export interface RecordKindRule {
  /** audit_log.entity of the record's writes */
  entity: string;
  claims: readonly Claim[];
  visible: (user: AuthContext, id: number) => RawBuilder<boolean>;
}

const inTable = (table: string, user: AuthContext, id: number) =>
  sql<boolean>`exists (select 1 from ${sql.table(table)} r
    where r.id = ${id} and ${inScope('r.division_id', user.divisionScope)})`;

/** A record of a table with a division_id, behind one page claim. */
const divisionRecord = (table: string, entity: string, claim: Claim): RecordKindRule => ({
  entity,
  claims: [claim],
  visible: (user, id) => inTable(table, user, id),
});

export const RECORD_KINDS: Readonly<Record<AuditRecordKind, RecordKindRule>> = {
  timecard: divisionRecord('timecard', 'timecard', PageClaim.TimeCard),
  voucher: divisionRecord('tm_voucher', 'voucher', PageClaim.TMVoucher),
  device: divisionRecord('device', 'device', PageClaim.Devices),
  employee: divisionRecord('employee', 'employee', PageClaim.Employee),
  project: divisionRecord('project', 'project', PageClaim.Projects),
  // Security users have no division: the Security screen's claim is what lets one see them.
  securityUser: {
    entity: 'app_user',
    claims: [PageClaim.Security],
    visible: (_user, id) => sql<boolean>`exists (select 1 from app_user r where r.id = ${id})`,
  },
  reportSchedule: {
    entity: 'report_schedule',
    claims: [PageClaim.Report],
    visible: (user, id) =>
      sql<boolean>`exists (select 1 from report_schedule s where s.id = ${id} and ${visibleSchedule(user)})`,
  },
  payrollBatch: {
    entity: 'payroll_batch',
    claims: [ButtonClaim.PayrollExport],
    visible: (user, id) =>
      sql<boolean>`exists (select 1 from payroll_batch b
        where b.id = ${id} and ${everyDivisionInScope('b.division_ids', user.divisionScope)})`,
  },
  // A reference list's row has no division: the list's page claim is what lets one see it.
  payCode: {
    entity: 'pay_code',
    claims: [PageClaim.PayCodeList],
    visible: (_user, id) => sql<boolean>`exists (select 1 from pay_code r where r.id = ${id})`,
  },
};

/** The record kind an audit entity is read back as ('' when none of the History kinds). */
export function kindOfEntity(entity: string): AuditRecordKind | undefined {
  return (Object.keys(RECORD_KINDS) as AuditRecordKind[]).find(
    (kind) => RECORD_KINDS[kind].entity === entity,
  );
}

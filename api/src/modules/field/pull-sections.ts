import { AttestationTexts } from '@tac/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { deviceVoucherStates } from '../vouchers/index.ts';
import type { DeviceContext } from './credentials.ts';

/** A row a device keeps, by its id (a number, or 'en' / 'es' / 'device'). */
export type SectionRow = { id: number | string } & Record<string, unknown>;

export const SECTIONS = [
  'employees',
  'projects',
  'payrollNotes',
  'statusCodes',
  'equipment',
  'materials',
  'overrideReasons',
  'payCodes',
  'attestationTexts',
  'permissions',
  'vouchers',
] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Everything a device holds now (shared/docs/field-sync.md "Pull"): its assigned active employees and
 * projects (with task codes), the reference lists a foreman picks from, the attestation texts, its
 * own permissions and its vouchers' lifecycle status. Read in one transaction so the sections agree with each other.
 */
export async function currentSections(db: Db, device: DeviceContext): Promise<Record<Section, SectionRow[]>> {
  return db.transaction().execute(async (trx) => {
    const employees = await trx
      .selectFrom('device_employee as de')
      .innerJoin('employee as e', 'e.id', 'de.employee_id')
      .select([
        'e.id',
        'e.employee_number as employeeNumber',
        'e.first_name as firstName',
        'e.last_name as lastName',
      ])
      .where('de.device_id', '=', device.deviceId)
      .where('e.is_active', '=', true)
      .orderBy('e.id')
      .execute();
    const projects = await trx
      .selectFrom('device_project as dp')
      .innerJoin('project as p', 'p.id', 'dp.project_id')
      .select([
        'p.id',
        'p.project_number as projectNumber',
        'p.name',
        sql<{ id: number; taskNumber: string; name: string }[]>`coalesce((select json_agg(json_build_object(
          'id', k.id, 'taskNumber', k.task_number, 'name', k.name) order by k.task_number, k.id)
          from task k where k.project_id = p.id), '[]')`.as('tasks'),
      ])
      .where('dp.device_id', '=', device.deviceId)
      .where('p.is_active', '=', true)
      .orderBy('p.id')
      .execute();
    const payrollNotes = await trx
      .selectFrom('payroll_note_option')
      .select(['id', 'name as text'])
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .orderBy('id')
      .execute();
    const statusCodes = await trx
      .selectFrom('status_code')
      .select(['id', 'status_initial as statusInitial', 'display_text as text'])
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .orderBy('id')
      .execute();
    const equipment = await trx
      .selectFrom('equipment')
      .select(['id', 'display_text as text'])
      .where('is_deleted', '=', false)
      .orderBy('id')
      .execute();
    const materials = await trx
      .selectFrom('material')
      .select(['id', 'display_text as text'])
      .where('is_deleted', '=', false)
      .orderBy('id')
      .execute();
    const overrideReasons = await trx
      .selectFrom('supervisor_override_reason')
      .select(['id', 'display_text as text'])
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .orderBy('id')
      .execute();
    // The codes a foreman may record hours under; an inactive one is still taken if already recorded.
    const payCodes = await trx
      .selectFrom('pay_code')
      .select(['id', 'code', 'description', 'counts_as as countsAs'])
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .orderBy('id')
      .execute();
    const permissions = await trx
      .selectFrom('device')
      .select(['allow_attestation as allowAttestation', 'allow_signature as allowTMVoucherSignature'])
      .where('id', '=', device.deviceId)
      .executeTakeFirstOrThrow();
    return {
      employees,
      projects,
      payrollNotes,
      statusCodes,
      equipment,
      materials,
      overrideReasons,
      payCodes,
      attestationTexts: (['en', 'es'] as const).map((id) => ({ id, ...AttestationTexts[id] })),
      permissions: [{ id: 'device', ...permissions }],
      vouchers: await deviceVoucherStates(trx, device.deviceId),
    };
  });
}

import { voucherEmployeeName } from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { employeeFullName } from '../workforce/index.ts';
import { visibleRevision } from './queries.ts';

/** Everything one revision's PDF shows, read from its data. */
export interface RevisionSource {
  voucherNumber: string;
  version: number;
  deviceName: string;
  /** From the device name (spec 002 §2 column 6). */
  employeeName: string;
  projectNumber: string;
  projectName: string;
  taskNumber: string;
  taskName: string;
  /** 'YYYY-MM-DD' */
  createdDate: string;
  /** ISO instant in UTC */
  syncedAt: string;
  submittedMode: string;
  notes: string;
  labour: { employeeNumber: string; employeeName: string; payCode: string; hours: number }[];
  materials: { name: string; quantity: number; unit: string }[];
  equipment: { name: string; hours: number }[];
  /** The company's signee who signed this revision on the device; '' or absent when none did. */
  companySignerName?: string;
  /** The customer's signature; absent when the revision is not signed. */
  signature?: { signerName: string; signedAt: string; image: Uint8Array };
}

/** The revision (TMVoucherID) on its device with its lines; 404 when the user may not see it. */
export async function revisionSource(
  db: Db,
  scope: DivisionScope,
  revisionId: number,
  deviceId: number,
): Promise<RevisionSource> {
  await visibleRevision(db, scope, revisionId, deviceId);
  const head = await db
    .selectFrom('tm_voucher_revision as r')
    .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
    .innerJoin('device as d', 'd.id', 'v.device_id')
    .innerJoin('project as p', 'p.id', 'v.project_id')
    .innerJoin('task as k', 'k.id', 'v.task_id')
    .select([
      'v.voucher_number as voucherNumber',
      'r.version',
      'd.name as deviceName',
      'p.project_number as projectNumber',
      'p.name as projectName',
      'k.task_number as taskNumber',
      'k.name as taskName',
      sql<string>`to_char(v.created_date, 'YYYY-MM-DD')`.as('createdDate'),
      isoUtc(sql`r.synced_at`).as('syncedAt'),
      'r.submitted_mode as submittedMode',
      'r.notes',
      'r.signer_name as signerName',
      'r.company_signer_name as companySignerName',
      sql<string | null>`${isoUtc(sql`r.signed_at`)}`.as('signedAt'),
      'r.signature',
    ])
    .where('r.id', '=', revisionId)
    .executeTakeFirstOrThrow();
  const [labour, materials, equipment] = await Promise.all([
    db
      .selectFrom('tm_voucher_labour as l')
      .innerJoin('employee as e', 'e.id', 'l.employee_id')
      .select([
        'e.employee_number as employeeNumber',
        employeeFullName('e').as('employeeName'),
        'l.pay_code as payCode',
        'l.hours',
      ])
      .where('l.revision_id', '=', revisionId)
      .orderBy('e.last_name')
      .orderBy('e.first_name')
      .orderBy('e.employee_number')
      .orderBy('l.id')
      .execute(),
    db
      .selectFrom('tm_voucher_material')
      .select(['material_name as name', 'quantity', 'unit'])
      .where('revision_id', '=', revisionId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tm_voucher_equipment')
      .select(['equipment_name as name', 'hours'])
      .where('revision_id', '=', revisionId)
      .orderBy('id')
      .execute(),
  ]);
  const { signerName, signedAt, signature, ...rest } = head;
  return {
    ...rest,
    employeeName: voucherEmployeeName(head.deviceName),
    labour,
    materials,
    equipment,
    ...(signature && signedAt ? { signature: { signerName, signedAt, image: signature } } : {}),
  };
}

import type { CalendarDate, VoucherSubmittedMode } from '@tac/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { checkImage } from '../images/image-content.ts';
import { tinyPng } from '../images/tiny-png.ts';
import { insertVouchers, type NewVoucher, type VoucherRevisionData } from '../modules/vouchers/store.ts';
import { FIRST_NAMES, LAST_NAMES, prng } from './demo-timecards.ts';

export interface DemoVoucherOptions {
  /** Share of the crews' days (device, project, task code, day on the timecards) that have a voucher. */
  share?: number;
  seed?: number;
  /** The moment of seeding (default: now): no revision is synced or signed after it. */
  now?: Date;
}

/** A crew's day as the timecards hold it: who worked how long under which pay code. */
interface CrewDay {
  deviceId: number;
  projectId: number;
  taskId: number;
  day: CalendarDate;
  /** The last sync of the day's cards: the voucher goes up with them or soon after. */
  syncedAt: Date;
  labour: { employeeId: number; payCode: string; hours: number }[];
}

const UNITS = ['ea', 'cy', 'lf', 'sf', 'ton', 'bag'] as const;
const NOTES = [
  'Extra work per field directive from the GC superintendent.',
  'Changed conditions: unmarked utility found at grid C4.',
  'Owner-requested rework of the curb returns.',
  'Standby while the inspector reviewed the pour.',
  'Added dewatering after overnight rain.',
  '',
] as const;

/** Small PNGs drawn once: photos for the attachments and a signature-like stripe. */
function demoPictures() {
  const photos = (
    [
      [90, 120, 160],
      [170, 120, 70],
      [80, 150, 90],
      [140, 140, 140],
    ] as const
  ).map((c) => tinyPng(120, 80, [...c], [230, 225, 210]));
  const signature = tinyPng(160, 40, [250, 250, 250], [30, 40, 120]);
  for (const png of [...photos, signature])
    if (!checkImage(png).ok) throw new Error('a demo picture is not a PNG');
  return { photos, signature };
}

/**
 * The crews' days of the timecards already seeded and synced by `now`, one per device, project,
 * task code and day, in a stable order.
 */
async function crewDays(db: Db, now: Date): Promise<CrewDay[]> {
  const rows = await db
    .selectFrom('timecard')
    .select([
      'device_id as deviceId',
      'project_id as projectId',
      'task_id as taskId',
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'employee_id as employeeId',
      'hours_type as payCode',
      'hours',
      'synced_at as syncedAt',
    ])
    .where('task_id', 'is not', null)
    .where('synced_at', '<=', now)
    .orderBy('day')
    .orderBy('device_id')
    .orderBy('project_id')
    .orderBy('task_id')
    .orderBy('employee_id')
    .orderBy('id')
    .execute();
  const days = new Map<string, CrewDay>();
  for (const row of rows) {
    const key = `${row.day}/${row.deviceId}/${row.projectId}/${row.taskId}`;
    const synced = new Date(row.syncedAt as Date | string);
    const crewDay = days.get(key) ?? {
      deviceId: row.deviceId,
      projectId: row.projectId,
      taskId: row.taskId as number,
      day: row.day,
      syncedAt: synced,
      labour: [],
    };
    if (synced > crewDay.syncedAt) crewDay.syncedAt = synced;
    crewDay.labour.push({ employeeId: row.employeeId, payCode: row.payCode, hours: row.hours });
    days.set(key, crewDay);
  }
  return [...days.values()];
}

/**
 * T&M vouchers for a share of the crews' days on the demo timecards (so the demo's projects,
 * devices, employees and task codes), over the same weeks and never after `now`: mostly the
 * timecards' own labour, sometimes an hour more or an employee fewer (what the TM Reports modal's
 * variance shows); materials and equipment from the Material and Equipment Lists; one to three
 * revisions, the later ones synced hours later with changed lines; signed and unsigned; some with
 * photos. Deterministic for a given moment. Run after the timecards and reference lists.
 */
export async function seedDemoVouchers(db: Db, options: DemoVoucherOptions = {}): Promise<number> {
  const { share = 0.1, seed = 20261124, now = new Date() } = options;
  const r = prng(seed);
  const { photos, signature } = demoPictures();
  const materials = (
    await db.selectFrom('material').select('id').where('is_deleted', '=', false).orderBy('id').execute()
  ).map((m) => m.id);
  const equipment = (
    await db.selectFrom('equipment').select('id').where('is_deleted', '=', false).orderBy('id').execute()
  ).map((e) => e.id);

  let voucherNumber = 70000;
  const vouchers: NewVoucher[] = [];
  for (const crewDay of await crewDays(db, now)) {
    if (!r.chance(share)) continue;
    voucherNumber += 1;
    const count = r.chance(0.3) ? (r.chance(0.4) ? 3 : 2) : 1;
    const signedLast = r.chance(0.6);
    let labour = crewDay.labour.map((line) => ({ ...line }));
    // Sometimes the foreman's voucher disagrees with the timecards.
    if (r.chance(0.2) && labour.length > 0) {
      const line = r.pick(labour);
      line.hours = Math.min(24, line.hours + r.int(1, 4) * 0.5);
    } else if (r.chance(0.05) && labour.length > 1) {
      labour = labour.slice(1);
    }
    const materialLines = materials.length
      ? Array.from({ length: r.int(0, 3) }, () => ({
          materialId: r.pick(materials),
          quantity: r.int(1, 40) * 0.5,
          unit: r.pick(UNITS),
        }))
      : [];
    const equipmentLines = equipment.length
      ? Array.from({ length: r.int(0, 2) }, () => ({
          equipmentId: r.pick(equipment),
          hours: r.int(1, 16) * 0.5,
        }))
      : [];
    const revisions: VoucherRevisionData[] = [];
    for (let version = 1; version <= count; version++) {
      const syncedAt = new Date(crewDay.syncedAt.getTime() + (version - 1) * r.int(2, 30) * 3_600_000);
      if (syncedAt > now) break;
      if (version > 1) {
        // A resubmission changes what was charged: half an hour on one employee, or one more material.
        if (r.chance(0.5) && labour.length > 0) {
          const line = r.pick(labour);
          line.hours = Math.max(0.5, Math.min(24, line.hours + (r.chance(0.5) ? 0.5 : -0.5)));
        } else if (materials.length) {
          materialLines.push({ materialId: r.pick(materials), quantity: r.int(1, 10), unit: r.pick(UNITS) });
        }
      }
      const signed = version === count ? signedLast : r.chance(0.3);
      const signedAt = new Date(syncedAt.getTime() - r.int(5, 90) * 60_000);
      revisions.push({
        syncedAt,
        submittedMode: (r.chance(0.85) ? 'Online' : 'Offline') as VoucherSubmittedMode,
        notes: r.pick(NOTES),
        // Copies: the next revision changes these lines, this one keeps its own.
        labour: labour.map((line) => ({ ...line })),
        materials: [...materialLines],
        equipment: [...equipmentLines],
        ...(signed
          ? {
              signature: {
                signerName: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
                signedAt,
                image: signature,
              },
            }
          : {}),
        attachments: r.chance(0.35)
          ? Array.from({ length: r.int(1, 3) }, (_, k) => ({
              name: `TM_${voucherNumber}_${version}_${k + 1}.png`,
              content: r.pick(photos),
            }))
          : [],
      });
    }
    vouchers.push({
      voucherNumber: String(voucherNumber),
      deviceId: crewDay.deviceId,
      projectId: crewDay.projectId,
      taskId: crewDay.taskId,
      createdDate: crewDay.day,
      revisions,
    });
  }
  const ids = await insertVouchers(db, vouchers);
  await spreadStatuses(db);
  return ids.flat().length;
}

/**
 * The lifecycle as an office a few weeks in has it (shared/docs/remotes/vouchers.md "Lifecycle"),
 * chosen by voucher number so the random draws above stay as they were: of the signed (Field
 * Verified) vouchers, one in four billed and Closed under a change order; of the unsigned, one in
 * three approved for review (Ready for Review) and one in eleven rejected by the customer. A seed
 * writes no audit rows, so their History shows none of these moves.
 */
async function spreadStatuses(db: Db): Promise<void> {
  const n = sql`voucher_number::int`;
  await sql`update tm_voucher set status = 'Closed', status_changed_at = synced_at,
      billing_reference = 'CO-' || (1000 + ${n} % 37)::text
    where status = 'FieldVerified' and ${n} % 4 = 0`.execute(db);
  await sql`update tm_voucher set status_changed_at = synced_at,
      status = case when ${n} % 11 = 0 then 'Rejected' else 'ReadyForReview' end,
      status_reason = case when ${n} % 11 = 0 then 'Hours do not match our superintendent''s log' else '' end
    where status = 'InProgress' and (${n} % 3 = 0 or ${n} % 11 = 0)`.execute(db);
}

import type { PayrollBatch, PayrollBatchLine } from '@tac/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { csvField } from '../http/csv-field.ts';
import { markProcessed } from '../modules/payroll/acknowledge.ts';
import { createBatch, previewBatch } from '../modules/payroll/create.ts';
import { batchLines } from '../modules/payroll/queries.ts';
import type { PayrollSettings } from '../modules/payroll/settings.ts';

/** Who exports the demo's payroll: the Administrator. */
const EXPORTER = 'admin@demo.local';

/** Why the demo's payroll system rejects a line, as its result file says. */
const REJECTIONS: readonly ((line: PayrollBatchLine) => string)[] = [
  (l) => `Employee ${l.employeeNumber} has no ${l.payCode} pay rate in payroll`,
  (l) =>
    l.taskNumber
      ? `Cost code ${l.taskNumber} is not set up on job ${l.projectNumber} in Job Cost`
      : `Job ${l.projectNumber} needs a cost code in Job Cost`,
  (l) => `Job ${l.projectNumber} is closed to new time in Job Cost`,
];

/** One line in a hundred and twenty: a few rejections a batch, always the same ones. */
const REJECTED_EVERY = 120;
const rejectedByPayroll = (line: PayrollBatchLine) => line.seq % REJECTED_EVERY === 7;
/** Each rejected line's reason, the kinds in turn. */
const rejectionOf = (line: PayrollBatchLine): string => {
  const reason = REJECTIONS[Math.floor(line.seq / REJECTED_EVERY) % REJECTIONS.length];
  return reason ? reason(line) : '';
};

/**
 * A payroll result file for a batch (shared/docs/payroll-export.md "The result file"): every line
 * Accepted but those `rejectedByPayroll`, each with its reason.
 */
async function resultFileOf(db: Db, batch: PayrollBatch): Promise<{ fileName: string; content: string }> {
  const { rows } = await batchLines(db, batch.id, { offset: 0, limit: batch.lineCount });
  const header = 'BatchId,Seq,TimecardId,EmployeeNumber,Result,Reason';
  const lines = rows.map((line) => {
    const rejected = rejectedByPayroll(line);
    return [
      batch.id,
      line.seq,
      line.timecardId,
      line.employeeNumber,
      rejected ? 'Rejected' : 'Accepted',
      rejected ? rejectionOf(line) : '',
    ]
      .map((v) => csvField(String(v)))
      .join(',');
  });
  const text = `${[header, ...lines].join('\r\n')}\r\n`;
  return { fileName: `payroll-result-${batch.id}.csv`, content: Buffer.from(text).toString('base64') };
}

/** The demo's crafts and classes, given to its employees in turn. */
const CRAFTS = [
  ['CARP', 'JOURNEY'],
  ['CARP', 'APPR2'],
  ['LAB', 'GEN'],
  ['OPER', 'CLASS1'],
] as const;

/**
 * What the demo's payroll system calls its records (shared/docs/payroll-export.md "Mappings"), so
 * its batches make a Vista file: each employee a Vista number (the digits of its number, else its
 * place), a craft and class in turn and shift 1; each pay code an earnings code in order; each
 * division a department. Devices have no crew.
 */
async function seedDemoPayrollMappings(db: Db): Promise<void> {
  const employees = await db.selectFrom('employee').select(['id', 'employee_number']).orderBy('id').execute();
  const codes = await db.selectFrom('pay_code').select('code').orderBy('id').execute();
  const divisions = await db.selectFrom('division').select('id').orderBy('id').execute();
  const rows = [
    ...employees.map((e, i) => {
      const digits = Number(e.employee_number.replace(/\D/g, '').slice(-6));
      const [craft, klass] = CRAFTS[i % CRAFTS.length] ?? ['', ''];
      return {
        kind: 'employee',
        key: String(e.id),
        value: JSON.stringify({ vistaEmployee: String(digits || i + 1), craft, class: klass, shift: '1' }),
      };
    }),
    ...codes.map((c, i) => ({
      kind: 'payCode',
      key: c.code,
      value: JSON.stringify({ vistaEarnCode: String(i + 1) }),
    })),
    ...divisions.map((d) => ({
      kind: 'division',
      key: String(d.id),
      value: JSON.stringify({ department: `D${String(d.id).padStart(2, '0')}` }),
    })),
  ];
  if (rows.length > 0) await db.insertInto('payroll_mapping').values(rows).execute();
}

/**
 * The demo's payroll batches (shared/docs/payroll-export.md), made and acknowledged by the payroll
 * module itself, so each has its lines, its files and their hashes, and its audit rows, of every
 * division, by the Administrator, over the closed weeks (demo-approval.ts closes them): the latest
 * closed week's batch waits for payroll (Exported); one batch of the weeks before it was processed
 * with a result file that rejected a few lines (Error, each with its reason, for the office to
 * correct). Run after the approval history.
 */
export async function seedDemoPayroll(db: Db, settings: Readonly<PayrollSettings>): Promise<void> {
  await seedDemoPayrollMappings(db);
  const admin = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', EXPORTER)
    .executeTakeFirstOrThrow();
  const divisionIds = (await db.selectFrom('division').select('id').orderBy('id').execute()).map((d) => d.id);
  const { rows } = await sql<{ week: string }>`select distinct to_char(week_ending_date, 'YYYY-MM-DD') as week
    from pay_period where closed order by week`.execute(db);
  const weeks = rows.map((r) => r.week);
  const make = async (weekEndingDates: string[]) => {
    const request = { weekEndingDates, divisionIds };
    const preview = await previewBatch(db, request, 'all', settings);
    if (preview.lines + preview.corrections === 0) return undefined;
    return createBatch(db, admin.id, request, 'all', settings);
  };
  const processed = weeks.length > 1 ? await make(weeks.slice(0, -1)) : undefined;
  if (processed) {
    await markProcessed(
      db,
      admin.id,
      {
        batchId: processed.id,
        payrollBatchNumber: `PR-${processed.id}`,
        resultFile: await resultFileOf(db, processed),
      },
      'all',
    );
  }
  if (weeks.length > 0) await make(weeks.slice(-1));
}

import {
  ApiPaths,
  type AuditEntry,
  type AuditRecordKind,
  type DeviceDetails,
  reportTypeName,
} from '@tac/contracts';
import { auditChanges, auditFieldOf } from '@tac/contracts/audit-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../images/tiny-png.ts';
import { userIdOf } from '../../testing/api-checks.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { clientId, enrolDevice, timecardItem, upload, voucherItem } from '../field/test-fixtures.ts';
import { approveLines } from '../payroll/test-fixtures.ts';
import { projectEntry, weeklySchedule } from '../reports/test-fixtures.ts';
import { addLines, weekEndingNo } from '../timecards/test-fixtures.ts';
import { useWorkforceTestApp } from '../workforce/test-fixtures.ts';

/** The ids left in a value: numbers, or digits only (a report type's code). */
const idsIn = (value: unknown): unknown[] =>
  [value]
    .flat()
    .filter((item) => typeof item === 'number' || (typeof item === 'string' && /^\d+$/.test(item)));

/**
 * Each History record kind's rows, written by the real writes of that kind: every field a row
 * holds is one its kind describes (a label and how it reads, @tac/contracts/audit-fields), and a
 * field that names a record reads as the record's name, never as its id
 * (shared/docs/payroll-export.md "History").
 */
describeEachDatabase('History reads every field as its record kind describes it', (kind) => {
  const w = useWorkforceTestApp(kind, 'sysadmin', 'admin', 'contribute');
  let deviceToken: string;
  let day: string;

  const post = async <T = unknown>(path: string, body: unknown, who = 'admin'): Promise<T> => {
    const res = await w.t.call<T>('POST', path, { body, token: w.tokens[who] });
    expect(res.status, `${path}: ${res.body.message}`).toBe(200);
    return res.body.data;
  };
  const push = (items: unknown[]) =>
    w.t.call('POST', ApiPaths.field.push, { token: deviceToken, body: { items } });

  function expectReadable(recordKind: AuditRecordKind, entry: AuditEntry): void {
    for (const side of [entry.before, entry.after]) {
      for (const [key, value] of Object.entries((side ?? {}) as Record<string, unknown>)) {
        const field = auditFieldOf(recordKind, key);
        expect(field, `${recordKind} ${entry.action}: '${key}' is described`).toBeDefined();
        if (field?.names) expect(idsIn(value), `${recordKind} ${entry.action}: '${key}' names`).toEqual([]);
      }
    }
  }

  /** A record's History as `who` reads it, each row checked readable. */
  async function history(recordKind: AuditRecordKind, id: number, who = 'sysadmin'): Promise<AuditEntry[]> {
    const path = `${ApiPaths.audit.history[recordKind]}?id=${id}&Skip=0&Take=100`;
    const res = await w.t.call<AuditEntry[]>('GET', path, { token: w.tokens[who] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const entry of res.body.data) expectReadable(recordKind, entry);
    return res.body.data;
  }
  const rowOf = (rows: AuditEntry[], action: string) =>
    rows.find((row) => row.action === action) as AuditEntry;

  beforeAll(async () => {
    const { f } = w;
    day = new Date().toISOString().slice(0, 10);
    await post(`${ApiPaths.devices.saveAssignment}?deviceId=${f.device.d1}`, {
      empID: f.employee.manual,
      EmployeeIds: [f.employee.manual, f.employee.imported],
      ProjectIds: [f.project.a1, f.project.a2],
    });
    deviceToken = await enrolDevice(w.t, w.tokens.admin as string, f.device.d1);
  });

  it('device: details, assignment, copy, enrolment, pull, push and upload', async () => {
    const { f } = w;
    const D = ApiPaths.devices;
    const details = (
      await w.t.call<DeviceDetails>('GET', `${D.details}?deviceId=${f.device.d1}`, {
        token: w.tokens.admin,
      })
    ).body.data;
    await post(D.update, { ...details, allowAttestation: 'active' });
    await post(`${D.saveAssignment}?deviceId=${f.device.d1}`, {
      empID: f.employee.manual,
      EmployeeIds: [f.employee.manual],
      ProjectIds: [f.project.a1, f.project.a2],
    });
    await post(`${D.saveCopy}?deviceId=${f.device.d2}`, {
      EmpId: f.employee.manual,
      EmployeeDeviceIds: [f.device.d1],
      ProjectDeviceIds: [f.device.d1],
      IsReplace: false,
      IsAppend: true,
    });
    await w.t.call('POST', ApiPaths.field.pull, { token: deviceToken, body: {} });
    const line = timecardItem({ employeeId: f.employee.manual, projectId: f.project.a1, day });
    expect((await push([line, { ...line, clientId: clientId(), hoursType: 'NOPE' }])).status).toBe(200);
    const photo = { clientId: clientId(), itemClientId: line.clientId, purpose: 'photo', name: 'crew.png' };
    expect((await upload(w.t, deviceToken, photo, tinyPng(4, 4, [200, 40, 40], [40, 40, 200]))).status).toBe(
      200,
    );

    const rows = await history('device', f.device.d1);
    expect(rows.map((row) => row.action)).toEqual([
      'field-attachment',
      'field-push',
      'field-pull',
      'assign',
      'update',
      'enrol',
      'enrolment-code',
      'assign',
    ]);
    const [reassign, assign] = rows.filter((row) => row.action === 'assign') as [AuditEntry, AuditEntry];
    expect(assign.after).toMatchObject({
      empID: 'Ana TE-1',
      employeeIds: ['Ana TE-1', 'Ana TE-2'],
      projectIds: ['T-0001', 'T-0002'],
    });
    // The device's employee and projects sent again as they were are no change.
    expect(auditChanges('device', reassign.before, reassign.after)).toEqual([
      { field: 'employeeIds', label: 'Employees', before: 'Ana TE-1, Ana TE-2', after: 'Ana TE-1' },
    ]);
    // A save shows only what it changed: the employee it kept is not a change.
    const update = rowOf(rows, 'update');
    expect(auditChanges('device', update.before, update.after).map((c) => c.label)).toEqual(['Attestation']);
    const copy = await history('device', f.device.d2);
    expect(copy[0]?.after).toMatchObject({ employeeDeviceIds: ['TD-1'], projectDeviceIds: ['TD-1'] });
  });

  it('voucher: the revisions a device pushed and their photo', async () => {
    const { f } = w;
    const task = await w.t.db
      .selectFrom('task')
      .select('id')
      .where('project_id', '=', f.project.a1)
      .executeTakeFirstOrThrow();
    const place = { employeeId: f.employee.manual, projectId: f.project.a1, day, taskId: task.id };
    const revision = (notes: string, hours: number) =>
      voucherItem(place, { voucherNumber: 'V-H1', hours, notes });
    const first = revision('Pour slab', 4);
    await push([first]);
    await push([revision('Pour slab and curb', 6)]);
    const photo = { clientId: clientId(), itemClientId: first.clientId, purpose: 'photo', name: 'slab.png' };
    expect((await upload(w.t, deviceToken, photo, tinyPng(4, 4, [1, 2, 3], [4, 5, 6]))).status).toBe(200);
    const voucher = await w.t.db
      .selectFrom('tm_voucher')
      .select('id')
      .where('voucher_number', '=', 'V-H1')
      .executeTakeFirstOrThrow();
    const rows = await history('voucher', voucher.id);
    expect(rows.map((row) => row.action)).toEqual(['photo', 'revision', 'revision']);
  });

  it('employee: a save and assigned devices', async () => {
    const { f } = w;
    const [employee] = (
      await w.t.call<Record<string, unknown>[]>(
        'GET',
        `${ApiPaths.employees.details}?employeeId=${f.employee.manual}`,
        {
          token: w.tokens.admin,
        },
      )
    ).body.data;
    await post(ApiPaths.employees.save, { ...employee, jobTitle: 'Foreman' });
    await post(`${ApiPaths.employees.assignDevices}?employeeId=${f.employee.manual}`, [
      { deviceID: f.device.d3 },
    ]);
    const rows = await history('employee', f.employee.manual);
    expect(rowOf(rows, 'assign-devices')).toMatchObject({
      before: { deviceIds: ['TD-1', 'TD-2'] },
      after: { deviceIds: ['TD-3'] },
    });
    // A save shows what it changed, the employee before and after read the same way.
    const update = rowOf(rows, 'update');
    expect(auditChanges('employee', update.before, update.after).map((c) => c.label)).toEqual(['Job title']);
    expect(update.after).toMatchObject({ divisionId: expect.any(String) });
  });

  it('project: details and assigned devices', async () => {
    const { f } = w;
    await post(ApiPaths.projects.update, { id: f.project.a2, gc: 'Acme Builders', projectStatus: 'active' });
    await post(`${ApiPaths.projects.assignDevices}?projectId=${f.project.a2}`, [{ deviceID: f.device.d3 }]);
    const rows = await history('project', f.project.a2);
    expect(rowOf(rows, 'assign-devices')).toMatchObject({
      before: { deviceIds: ['TD-1', 'TD-2'] },
      after: { deviceIds: ['TD-3'] },
    });
  });

  it('security user: added, changed and deactivated', async () => {
    const { f } = w;
    const body = {
      userId: null,
      employeeNumber: 'E9001',
      employeeName: 'Ana Ortiz',
      userName: 'ana.history@demo.local',
      securitygroupID: 3,
      password: '',
      UserDivision: [{ DivisionName: 'All Divisions' }],
      UserGroup: [{ DivisionId: f.division.mine }],
    };
    const { userId } = await post<{ userId: number }>(ApiPaths.security.save, body, 'sysadmin');
    await post(
      ApiPaths.security.save,
      { ...body, userId, securitygroupID: 2, UserGroup: [{ DivisionId: f.division.other }] },
      'sysadmin',
    );
    await post(
      `${ApiPaths.security.activateOrDeactivate}?userId=${userId}&status=deactivate`,
      {},
      'sysadmin',
    );
    const rows = await history('securityUser', userId);
    expect(rows.map((row) => row.action)).toEqual(['deactivate', 'update', 'create']);
    const update = rowOf(rows, 'update');
    expect(auditChanges('securityUser', update.before, update.after)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Security group', before: expect.not.stringMatching(/^\d+$/) }),
        expect.objectContaining({ label: 'Device groups' }),
      ]),
    );
  });

  it('report schedule: added and changed, an update showing only what changed', async () => {
    const { f } = w;
    const { id } = await post<{ id: number }>(ApiPaths.reports.save, weeklySchedule(f));
    const saved = (
      await w.t.call<Record<string, unknown>>('GET', `${ApiPaths.reports.get}?id=${id}`, {
        token: w.tokens.admin,
      })
    ).body.data;
    // Saved back as the modal sends it: the schedule as read, with a new name and project.
    await post(ApiPaths.reports.save, {
      ...saved,
      scheduleName: 'Weekly roster, curb',
      projects: [projectEntry(f.project.a2)],
    });
    const rows = await history('reportSchedule', id);
    const update = rowOf(rows, 'update');
    expect(auditChanges('reportSchedule', update.before, update.after)).toEqual([
      {
        field: 'scheduleName',
        label: 'Schedule name',
        before: 'Weekly roster',
        after: 'Weekly roster, curb',
      },
      { field: 'projects', label: 'Projects', before: 'T-0001', after: 'T-0002' },
    ]);
    expect(rowOf(rows, 'create').after).toMatchObject({ reportType: reportTypeName('13') });
  });

  it('timecard: a correction and a resolved exception with its premium line', async () => {
    const { f } = w;
    const task = await w.t.db
      .selectFrom('task')
      .select(['id', 'task_number'])
      .where('project_id', '=', f.project.a1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [line, long] = await addLines(w.t, f.division.mine, weekEndingNo(40), [
      {},
      { start: '06:00', lunchStart: '', lunchEnd: '', end: '17:30', hours: 8 },
    ]);
    await post(ApiPaths.approval.correct, { lineId: line?.id, reason: 'Phase missing', taskId: task.id });
    await post(ApiPaths.approval.decide, { lineIds: [line?.id], decision: 'Reject', reason: 'Wrong job' });
    await post(ApiPaths.approval.resolveException, {
      lineId: long?.id,
      reason: 'Worked through',
      addPremium: true,
    });
    const corrected = await history('timecard', line?.id as number);
    expect(corrected.map((row) => row.action)).toEqual(['reject', 'correct']);
    expect(rowOf(corrected, 'correct').after).toMatchObject({
      taskId: expect.stringContaining(task.task_number),
    });
    const resolved = await history('timecard', long?.id as number);
    expect(resolved[0]?.after).toMatchObject({ premiumLineId: expect.stringMatching(/^MP 1 h on /) });
  });

  it('payroll batch: exported, processed and cancelled', async () => {
    const { f } = w;
    // The Vista file needs what Vista calls the line's employee and pay code.
    const employees = await w.t.db
      .selectFrom('employee')
      .select('id')
      .where('division_id', '=', f.division.mine)
      .execute();
    for (const [i, e] of employees.entries())
      await post(ApiPaths.payroll.saveMapping, {
        kind: 'employee',
        key: String(e.id),
        values: { vistaEmployee: String(i + 1) },
      });
    await post(ApiPaths.payroll.saveMapping, { kind: 'payCode', key: 'REG', values: { vistaEarnCode: '1' } });
    const batches = [];
    for (const week of [weekEndingNo(41), weekEndingNo(42)]) {
      const lines = await addLines(w.t, f.division.mine, week, [{}]);
      await approveLines(
        w.t,
        lines.map((l) => l.id),
      );
      batches.push(
        await post<{ id: number }>(ApiPaths.payroll.create, {
          weekEndingDates: [week],
          divisionIds: [f.division.mine],
        }),
      );
    }
    const [processed, cancelled] = batches as [{ id: number }, { id: number }];
    await post(ApiPaths.payroll.markProcessed, { batchId: processed.id, payrollBatchNumber: 'PR-41' });
    await post(ApiPaths.payroll.cancel, { batchId: cancelled.id, reason: 'Wrong week' });
    expect((await history('payrollBatch', processed.id)).map((row) => row.action)).toEqual([
      'process',
      'export',
    ]);
    const rows = await history('payrollBatch', cancelled.id);
    expect(rows.map((row) => row.action)).toEqual(['cancel', 'export']);
    expect(rowOf(rows, 'export').after).toMatchObject({ divisionIds: [expect.not.stringMatching(/^\d+$/)] });
  });

  it('pay code: added and changed', async () => {
    const made = await post<{ id: number }>(ApiPaths.payCodeList.save, {
      Id: 0,
      Code: 'HX',
      Description: 'History',
      CountsAs: 'Regular',
      IsActive: true,
    });
    await post(ApiPaths.payCodeList.save, {
      Id: made.id,
      Code: 'HX',
      Description: 'History',
      CountsAs: 'Overtime',
      IsActive: false,
    });
    const rows = await history('payCode', made.id);
    expect(
      auditChanges('payCode', rows[0]?.before, rows[0]?.after).map((c) => [c.label, c.before, c.after]),
    ).toEqual([
      ['Counts as', 'Regular', 'Overtime'],
      ['Active', 'Yes', 'No'],
    ]);
  });

  describe('names read for the reader', () => {
    it("names a record outside the reader's divisions as such, not by its name", async () => {
      const { f } = w;
      await post(`${ApiPaths.devices.saveAssignment}?deviceId=${f.device.d3}`, {
        empID: f.employee.manual,
        EmployeeIds: [f.employee.manual, f.employee.other],
        ProjectIds: [],
      });
      const [assign] = await history('device', f.device.d3, 'contribute');
      expect(assign?.after).toMatchObject({ employeeIds: ['Ana TE-1', 'Employee outside your divisions'] });
      expect(JSON.stringify(assign)).not.toContain('TE-3');
    });

    it('the Audit Log reads the same names', async () => {
      const res = await w.t.call<AuditEntry[]>('POST', ApiPaths.audit.log, {
        body: { recordKind: 'device', userId: await userIdOf(w.t, 'admin'), Skip: 0, Take: 100 },
        token: w.tokens.sysadmin,
      });
      expect(res.status, res.body.message).toBe(200);
      for (const entry of res.body.data) expectReadable('device', entry);
      const assigned = res.body.data.find(
        (entry) => entry.action === 'assign' && entry.recordId === String(w.f.device.d1),
      );
      expect(assigned?.after).toMatchObject({ projectIds: ['T-0001', 'T-0002'] });
    });
  });
});

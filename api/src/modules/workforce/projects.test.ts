import {
  ApiPaths,
  type DeviceOption,
  type Project,
  type ProjectTasksAndDevices,
  TextProblem,
  WorkforceMessages,
} from '@tac/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { PAGING_PROJECTS, useWorkforceTestApp } from './test-fixtures.ts';

describeEachDatabase('workforce: projects', (kind) => {
  const w = useWorkforceTestApp(kind, 'admin', 'contribute', 'pm', 'readonly');
  const P = ApiPaths.projects;

  const list = (token: string, body: Record<string, unknown>) =>
    w.t.call<Project[]>('POST', P.list, { token, body: { Skip: 0, Take: 100, Status: 'active', ...body } });
  const auditRows = async () => (await w.t.db.selectFrom('audit_log').select('id').execute()).length;

  it('lists one status, by number, searched by number - name, scoped to the user', async () => {
    const mine = await list(w.tokens.contribute as string, {
      SearchText: [{ FieldName: 'projectName', Value: 't-000' }],
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((p) => p.projectNumber)).toEqual(['T-0001', 'T-0002']);
    expect(mine.body.totalCount).toBe(2);
    const inactive = await list(w.tokens.contribute as string, {
      Status: 'inactive',
      SearchText: [{ FieldName: 'projectName', Value: 'T-' }],
    });
    expect(inactive.body.data.map((p) => p.projectNumber)).toEqual(['T-0003']);
    // The legacy user id entry is accepted and ignored; an unknown field is a 400.
    const withUser = await list(w.tokens.admin as string, {
      SearchText: [
        { FieldName: 'userId', Value: '7' },
        { FieldName: 'projectName', Value: 'T-0004' },
      ],
    });
    expect(withUser.body.data.map((p) => p.projectNumber)).toEqual(['T-0004']);
    expect(
      (await list(w.tokens.admin as string, { SearchText: [{ FieldName: 'gc', Value: 'x' }] })).status,
    ).toBe(400);
  });

  it('pages by the paging rule: every row once, with the total', async () => {
    const search = [{ FieldName: 'projectName', Value: 'PG-' }];
    const first = await list(w.tokens.admin as string, { SearchText: search, Skip: 0, Take: 100 });
    const second = await list(w.tokens.admin as string, { SearchText: search, Skip: 101, Take: 200 });
    expect(first.body.totalCount).toBe(PAGING_PROJECTS);
    expect(first.body.data).toHaveLength(100);
    expect(second.body.data).toHaveLength(PAGING_PROJECTS - 100);
    const numbers = [...first.body.data, ...second.body.data].map((p) => p.projectNumber);
    expect(new Set(numbers).size).toBe(PAGING_PROJECTS);
  });

  it('answers 404 for a project outside the user’s divisions', async () => {
    const query = `?projectId=${w.f.project.other}`;
    expect((await w.t.call('GET', `${P.details}${query}`, { token: w.tokens.contribute })).status).toBe(404);
    expect(
      (await w.t.call('POST', `${P.tasksAndDevices}${query}`, { token: w.tokens.contribute, body: {} }))
        .status,
    ).toBe(404);
    const own = await w.t.call<Project>('GET', `${P.details}?projectId=${w.f.project.a1}`, {
      token: w.tokens.contribute,
    });
    expect(own.body.data).toMatchObject({
      projectNumber: 'T-0001',
      gc: '',
      projectStatus: 'active',
      isImported: false,
    });
  });

  it('updates gc and status by the §6 rules, gc at most 50 characters', async () => {
    const body = (gc: string, projectStatus = 'active') => ({ id: w.f.project.a2, gc, projectStatus });
    const save = (token: string | undefined, b: object) => w.t.call('POST', P.update, { token, body: b });
    const long = await save(w.tokens.admin, body('x'.repeat(51)));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(WorkforceMessages.projects.gcTooLong);
    const refusedGc: [string, string][] = [
      ['Acme\r\nBuilders', `gc ${TextProblem.lineBreak}`],
      ['Acme\u202eBuilders', `gc ${TextProblem.direction}`],
    ];
    for (const [gc, message] of refusedGc) {
      const refused = await save(w.tokens.admin, body(gc));
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    // Contribute may save (gc) without the status claim, but not change the status.
    expect((await save(w.tokens.contribute, body('Acme Builders'))).status).toBe(200);
    const status = await save(w.tokens.contribute, body('Acme Builders', 'inactive'));
    expect([status.status, status.body.message]).toEqual([403, WorkforceMessages.projects.statusNotAllowed]);
    // The project manager holds neither the status claim nor the Contribute role.
    expect((await save(w.tokens.pm, body('Other'))).status).toBe(403);
    const detail = await w.t.call<Project>('GET', `${P.details}?projectId=${w.f.project.a2}`, {
      token: w.tokens.admin,
    });
    expect(detail.body.data).toMatchObject({ gc: 'Acme Builders', projectStatus: 'active' });
    expect((await save(w.tokens.admin, body('Acme Builders', 'inactive'))).status).toBe(200);
    expect((await save(w.tokens.admin, body('Acme Builders', 'active'))).status).toBe(200);
    // A gc of only zero-width spaces would show blank everywhere, so it is saved as no gc.
    expect((await save(w.tokens.admin, body('\u200b\u200b'))).status).toBe(200);
    const blanked = await w.t.call<Project>('GET', `${P.details}?projectId=${w.f.project.a2}`, {
      token: w.tokens.admin,
    });
    expect(blanked.body.data.gc).toBe('');
  });

  it('assigns devices to an active project (whole list; project edit claim), audited', async () => {
    const assign = (token: string | undefined, projectId: number, ids: number[]) =>
      w.t.call('POST', `${P.assignDevices}?projectId=${projectId}`, {
        token,
        body: ids.map((deviceID) => ({ deviceID })),
      });
    expect((await assign(w.tokens.pm, w.f.project.a1, [w.f.device.d1])).status).toBe(403);
    expect((await assign(w.tokens.admin, w.f.project.inactive, [w.f.device.d1])).status).toBe(409);
    // A device outside the contribute user's device groups is refused and nothing changes.
    const before = await auditRows();
    expect(
      (await assign(w.tokens.contribute, w.f.project.a1, [w.f.device.d1, w.f.device.other])).status,
    ).toBe(400);
    expect(await auditRows()).toBe(before);

    expect((await assign(w.tokens.contribute, w.f.project.a1, [w.f.device.d1, w.f.device.d2])).status).toBe(
      200,
    );
    const panes = async () =>
      (
        await w.t.call<ProjectTasksAndDevices>('POST', `${P.tasksAndDevices}?projectId=${w.f.project.a1}`, {
          token: w.tokens.contribute,
          body: {},
        })
      ).body.data;
    expect((await panes()).device.map((d) => d.deviceEmpID)).toEqual(['TD-1', 'TD-2']);
    expect((await panes()).task.map((x) => x.taskNumber)).toEqual(['01-100', '02-200']);
    expect((await assign(w.tokens.contribute, w.f.project.a1, [w.f.device.d2])).status).toBe(200);
    expect((await panes()).device.map((d) => d.deviceEmpID)).toEqual(['TD-2']);
    expect(await auditRows()).toBe(before + 2);

    const searched = await w.t.call<ProjectTasksAndDevices>(
      'POST',
      `${P.tasksAndDevices}?projectId=${w.f.project.a1}`,
      {
        token: w.tokens.contribute,
        body: { SearchText: [{ FieldName: 'taskCode', Value: 'form' }] },
      },
    );
    expect(searched.body.data.task.map((x) => x.taskName)).toEqual(['Forming']);
    const offered = await w.t.call<DeviceOption[]>('POST', P.devices, {
      token: w.tokens.contribute,
      body: { Status: 'active' },
    });
    expect(offered.body.data.map((d) => d.deviceEmpID)).toEqual(['TD-1', 'TD-2', 'TD-3']);
  });
});

import {
  ApiPaths,
  type Employee,
  TextProblem,
  type WorkforceImportResult,
  WorkforceMessages,
} from '@tac/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { MY_DIVISION_NAME, useWorkforceTestApp } from './test-fixtures.ts';

const EMPLOYEE_HEADER =
  'EmployeeNumber,FullName,Status,JobTitle,EmailAddress,HireDate,Division,UnionNumber,ProjectNumber,ManagerAccess';
const PROJECT_HEADER = 'ProjectNumber,ProjectName,Division,Status,GC,TaskNumber,TaskName';

describeEachDatabase('workforce: CSV import', (kind) => {
  const w = useWorkforceTestApp(kind, 'admin', 'sysadmin');
  const division = MY_DIVISION_NAME;

  const call = (path: string, csv: string, token = w.tokens.sysadmin) =>
    w.t.call<WorkforceImportResult>('POST', path, { token, body: { csv, fileName: 'test.csv' } });
  const count = async (table: 'employee' | 'project' | 'task' | 'audit_log') =>
    Number(
      (
        await w.t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const employeeCsv = (...rows: string[]) => [EMPLOYEE_HEADER, ...rows].join('\n');
  const goodRow = (number: string, name = 'Luis Ortega') =>
    `${number},"${name}",Active,Carpenter,${number.toLowerCase()}@example.com,03/04/2021,${division},L-1,T-0001,yes`;

  it('is for a SystemAdmin only', async () => {
    const res = await call(ApiPaths.employees.importPreview, employeeCsv(goodRow('IM-1')), w.tokens.admin);
    expect([res.status, res.body.message]).toEqual([403, WorkforceMessages.import.systemAdminOnly]);
  });

  it('previews, then imports employees marked imported; re-import updates by number', async () => {
    const csv = employeeCsv(goodRow('IM-1'), goodRow('TE-1', 'Ana Updated'));
    const before = await count('employee');
    const preview = await call(ApiPaths.employees.importPreview, csv);
    expect(preview.body.data).toMatchObject({
      rowCount: 2,
      created: 1,
      updated: 1,
      errors: [],
      committed: false,
    });
    expect(await count('employee')).toBe(before);

    const audits = await count('audit_log');
    const done = await call(ApiPaths.employees.import, csv);
    expect([done.status, done.body.message]).toEqual([200, WorkforceMessages.import.imported(1, 1)]);
    expect(await count('employee')).toBe(before + 1);
    expect(await count('audit_log')).toBe(audits + 1);
    const updated = await w.t.call<Employee[]>(
      'GET',
      `${ApiPaths.employees.details}?employeeId=${w.f.employee.manual}`,
      { token: w.tokens.admin },
    );
    expect(updated.body.data[0]).toMatchObject({
      fullName: 'Ana Updated',
      hireDate: '2021-03-04',
      isManuallyAddedEmployee: false,
      isManagerAccessEnabled: true,
    });

    const again = await call(ApiPaths.employees.import, employeeCsv(goodRow('IM-1', 'Luis Renamed')));
    expect(again.body.data).toMatchObject({ created: 0, updated: 1, committed: true });
    const renamed = await w.t.db
      .selectFrom('employee')
      .select(['first_name', 'last_name', 'is_imported'])
      .where('employee_number', '=', 'IM-1')
      .executeTakeFirstOrThrow();
    expect(renamed).toEqual({ first_name: 'Luis', last_name: 'Renamed', is_imported: true });
  });

  it('refuses a header that names a column twice, naming it, and writes nothing', async () => {
    // 'Full Name' is FullName written another way: the two would compete for one field.
    const csv = [
      `${EMPLOYEE_HEADER},Full Name`,
      `IM-20,"Luis Ortega",Active,Carpenter,,03/04/2021,${division},L-1,T-0001,no,Other Name`,
    ].join('\n');
    const before = await count('employee');
    const preview = await call(ApiPaths.employees.importPreview, csv);
    expect(preview.body.data.errors).toEqual([
      { row: 1, column: 'Full Name', message: WorkforceMessages.import.duplicateColumn('Full Name') },
    ]);
    const refused = await call(ApiPaths.employees.import, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(WorkforceMessages.import.duplicateColumn('Full Name'));
    const projects = await call(
      ApiPaths.projects.importPreview,
      [`${PROJECT_HEADER},GC`, `IM-P1,Name,${division},Active,A,01,Layout,B`].join('\n'),
    );
    expect(projects.body.data.errors.map((e) => e.column)).toEqual(['GC']);
    expect(await count('employee')).toBe(before);
  });

  it('refuses text with characters that could not be read (a file decoded in the wrong encoding), naming the line', async () => {
    const csv = employeeCsv(goodRow('IM-21'), goodRow('IM-22', 'Jos\uFFFD M\uFFFDller'));
    const before = await count('employee');
    const preview = await call(ApiPaths.employees.importPreview, csv);
    expect(preview.body.data.errors).toEqual([
      { row: 3, column: '', message: WorkforceMessages.import.undecodable(3) },
    ]);
    const refused = await call(ApiPaths.employees.import, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(WorkforceMessages.import.undecodable(3));
    expect(await count('employee')).toBe(before);
  });

  it('reports every bad row with its line and writes nothing', async () => {
    const csv = employeeCsv(
      goodRow('IM-2'),
      `IM-3,Bad Status,Sometimes,Carpenter,,03/04/2021,${division},L-1,T-0001,no`,
      `IM-4,Bad Date,Active,Carpenter,,02/30/2021,${division},L-1,T-0001,no`,
      `IM-5,No Division,Active,Carpenter,,03/04/2021,Atlantis,L-1,T-0001,no`,
      `IM-6,No Project,Active,Carpenter,,03/04/2021,${division},L-1,X-9999,no`,
      goodRow('IM-2'),
      `IM-7,Bad Mail,Active,Carpenter,not-mail,03/04/2021,${division},L-1,T-0001,no`,
      `IM-8,Manager,Active,Carpenter,,03/04/2021,${division},L-1,T-0001,yes`,
      `IM-9,,Active,Carpenter,,03/04/2021,${division},L-1,T-0001,maybe`,
      `IM 10!,Bad Number,Active,Carpenter,,03/04/2021,${division},L-1,T-0001,no`,
      // Zero-width spaces and a word joiner: text that looks blank is not a name or a title.
      `IM-11,\u200b\u200b,Active,\u2060,,03/04/2021,${division},L-1,T-0001,no`,
    );
    const preview = await call(ApiPaths.employees.importPreview, csv);
    const lines = preview.body.data.errors.map((e) => [e.row, e.column]);
    expect(lines).toEqual([
      [3, 'Status'],
      [4, 'HireDate'],
      [5, 'Division'],
      [6, 'ProjectNumber'],
      [7, 'EmployeeNumber'],
      [8, 'EmailAddress'],
      [9, 'EmailAddress'],
      [10, 'FullName'],
      [10, 'ManagerAccess'],
      [11, 'EmployeeNumber'],
      [12, 'FullName'],
      [12, 'JobTitle'],
    ]);
    expect(preview.body.data.errors[4]?.message).toBe(WorkforceMessages.import.repeated('Employee IM-2', 2));
    const before = await count('employee');
    const refused = await call(ApiPaths.employees.import, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(WorkforceMessages.import.rowsInvalid(10));
    expect(refused.body.message).toContain('line 3 (Status)');
    expect(await count('employee')).toBe(before);
  });

  it('refuses an unreadable file, a missing column and an empty file as a whole', async () => {
    const unreadable = await call(ApiPaths.employees.importPreview, `${EMPLOYEE_HEADER}\nIM-1,"open quote`);
    expect(unreadable.body.data.errors[0]?.message).toMatch(/^The file is not a readable CSV/);
    const missing = await call(ApiPaths.employees.importPreview, 'EmployeeNumber,FullName\nIM-1,Ann');
    expect(missing.body.data.errors.map((e) => e.column)).toEqual([
      'Status',
      'JobTitle',
      'HireDate',
      'Division',
      'UnionNumber',
      'ProjectNumber',
    ]);
    const empty = await call(ApiPaths.employees.importPreview, EMPLOYEE_HEADER);
    expect(empty.body.data.errors[0]?.message).toBe(WorkforceMessages.import.empty);
  });

  it('imports projects with task codes; re-import renames and adds tasks, removes none', async () => {
    const csv = [
      PROJECT_HEADER,
      `IP-1,Bridge Deck,${division},Active,Acme,01-100,Layout`,
      `IP-1,Bridge Deck,${division},Active,Acme,02-200,Forming`,
      `IP-2,Culvert,${division},Inactive,,01-100,Layout`,
    ].join('\n');
    const preview = await call(ApiPaths.projects.importPreview, csv);
    expect(preview.body.data).toMatchObject({
      rowCount: 3,
      created: 2,
      updated: 0,
      tasksCreated: 3,
      errors: [],
    });
    const tasks = await count('task');
    expect((await call(ApiPaths.projects.import, csv)).status).toBe(200);
    expect(await count('task')).toBe(tasks + 3);

    const again = [
      PROJECT_HEADER,
      `IP-1,Bridge Deck,${division},Active,Acme Two,02-200,Forming walls`,
      `IP-1,Bridge Deck,${division},Active,Acme Two,03-300,Pour`,
    ].join('\n');
    const second = await call(ApiPaths.projects.import, again);
    expect(second.body.data).toMatchObject({ created: 0, updated: 1, tasksCreated: 1 });
    const rows = await w.t.db
      .selectFrom('task as t')
      .innerJoin('project as p', 'p.id', 't.project_id')
      .select(['t.task_number', 't.name', 'p.gc', 'p.is_imported'])
      .where('p.project_number', '=', 'IP-1')
      .orderBy('t.task_number')
      .execute();
    expect(rows.map((r) => [r.task_number, r.name])).toEqual([
      ['01-100', 'Layout'],
      ['02-200', 'Forming walls'],
      ['03-300', 'Pour'],
    ]);
    expect(rows[0]).toMatchObject({ gc: 'Acme Two', is_imported: true });

    const differs = [
      PROJECT_HEADER,
      `IP-3,One,${division},Active,,01-100,A`,
      `IP-3,Two,${division},Active,,01-100,B`,
    ].join('\n');
    const bad = await call(ApiPaths.projects.importPreview, differs);
    expect(bad.body.data.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'TaskNumber'],
      [3, 'ProjectName'],
    ]);
  });

  it('refuses line breaks in a cell and direction overrides anywhere, naming the line and column', async () => {
    const before = await count('employee');
    // A quoted cell may span lines in CSV; every import column is a single-line field.
    const broken = employeeCsv(
      goodRow('IM-20'),
      goodRow('IM-21').replace('Carpenter', '"Carpenter\nBcc: x"'),
    );
    const preview = await call(ApiPaths.employees.importPreview, broken);
    expect(preview.body.data.errors).toEqual([
      {
        row: 4,
        column: 'JobTitle',
        message: WorkforceMessages.import.badText('JobTitle', TextProblem.lineBreak),
      },
    ]);
    const project = [PROJECT_HEADER, `IP-20,"Road\nworks",${division},Active,Acme,01-100,A`].join('\n');
    const projectPreview = await call(ApiPaths.projects.importPreview, project);
    expect(projectPreview.body.data.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'ProjectName', WorkforceMessages.import.badText('ProjectName', TextProblem.lineBreak)],
    ]);
    const done = await call(ApiPaths.employees.import, broken);
    expect(done.status).toBe(400);
    // Direction overrides are refused in the uploaded text itself, like control characters.
    const bidi = await call(ApiPaths.employees.import, employeeCsv(goodRow('IM-22', 'Ana \u202eatroR')));
    expect([bidi.status, bidi.body.message]).toEqual([400, `csv ${TextProblem.direction}`]);
    expect(await count('employee')).toBe(before);
  });
});

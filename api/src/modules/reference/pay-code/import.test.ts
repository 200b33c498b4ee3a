import {
  ApiPaths,
  type AuditEntry,
  type ImportResult,
  ReferenceMessages,
  WorkforceMessages,
} from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditsOf, rowsAndAudits, signIn, userIdOf } from '../../../testing/api-checks.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';

/*
 * The Pay Code List's CSV import (`import` in its definition): the export's columns, the save's
 * rules per line, all rows or none, each row audited as a save, under the save's claims.
 */

const { importPreview, import: importPath } = ApiPaths.payCodeList;
const HEADER = 'Pay Code,Counts As,Active';
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\n');

describeEachDatabase('Pay Code List: CSV import', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    tokens = await signIn(t, 'admin', 'readonly');
  });
  afterAll(() => t?.close());

  const call = (path: string, csv: string, token = tokens.admin as string) =>
    t.call<ImportResult>('POST', path, {
      body: { csv, fileName: 'pay-codes.csv' },
      ...(token ? { token } : {}),
    });
  const counts = () => rowsAndAudits(t, 'pay_code');
  const codeRow = (code: string) =>
    t.db
      .selectFrom('pay_code')
      .selectAll()
      .where('code', '=', code)
      .where('is_deleted', '=', false)
      .executeTakeFirst();

  it('previews what it would add and update, writing nothing, then imports it: each row audited as a save', async () => {
    await t.call('POST', ApiPaths.payCodeList.save, {
      token: tokens.admin,
      body: { Code: 'IMU', Description: 'Before', CountsAs: 'Regular' },
    });
    const csv = csvOf(
      'IMA - Imported add,Double Time,Yes',
      'IMU - After import,overtime,No',
      '"IMB - Comma, quoted",Regular,',
    );
    const before = await counts();
    const preview = await call(importPreview, csv);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({ rowCount: 3, created: 2, updated: 1, errors: [], committed: false });
    expect(await counts()).toEqual(before);

    const done = await call(importPath, csv);
    expect([done.status, done.body.message]).toEqual([200, WorkforceMessages.import.imported(2, 1)]);
    expect(done.body.data).toMatchObject({ created: 2, updated: 1, committed: true });
    // Three rows added or changed, each with its audit row, and one for the import itself.
    expect(await counts()).toEqual({ rows: before.rows + 2, audits: before.audits + 4 });
    expect(await codeRow('IMA')).toMatchObject({
      description: 'Imported add',
      counts_as: 'DoubleTime',
      is_active: true,
    });
    expect(await codeRow('IMB')).toMatchObject({
      description: 'Comma, quoted',
      counts_as: 'Regular',
      is_active: true,
    });
    const updated = await codeRow('IMU');
    expect(updated).toMatchObject({ description: 'After import', counts_as: 'Overtime', is_active: false });

    const admin = await userIdOf(t, 'admin');
    const audits = await auditsOf(t, 'pay_code', updated?.id as number);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      user_id: admin,
      before: { code: 'IMU', description: 'Before', countsAs: 'Regular', isActive: true },
      after: { code: 'IMU', description: 'After import', countsAs: 'Overtime', isActive: false },
    });
    const imported = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'entity_id', 'after'])
      .where('action', '=', 'import')
      .where('entity', '=', 'pay_code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(imported).toMatchObject({
      user_id: admin,
      entity_id: null,
      after: {
        fileName: 'pay-codes.csv',
        rowCount: 3,
        created: 2,
        updated: 1,
        values: ['IMA', 'IMB', 'IMU'],
      },
    });
    // The History the list's icon opens shows the imported change as it shows a saved one.
    const history = await t.call<AuditEntry[]>(
      'GET',
      `${ApiPaths.audit.history.payCode}?id=${updated?.id}&Skip=0&Take=10`,
      { token: tokens.admin },
    );
    expect(history.body.data.map((row) => row.action)).toEqual(['update', 'create']);
  });

  it("imports the list's own export back unchanged: every row an update", async () => {
    const exported = await t.call<string>('GET', ApiPaths.payCodeList.exportCsv, { token: tokens.admin });
    expect(exported.status).toBe(200);
    const preview = await call(importPreview, exported.body.data);
    expect(preview.body.data.errors).toEqual([]);
    expect(preview.body.data.created).toBe(0);
    expect(preview.body.data.updated).toBe(preview.body.data.rowCount);
  });

  it.each([
    [
      'a code with a space',
      'R G - Desc,Regular,Yes',
      'Pay Code',
      ReferenceMessages.payCodeList.codeCharacters,
    ],
    [
      'a code too long',
      'ABCDEFGHIJK - Desc,Regular,Yes',
      'Pay Code',
      ReferenceMessages.payCodeList.codeTooLong,
    ],
    ['no description', 'NODESC,Regular,Yes', 'Pay Code', ReferenceMessages.payCodeList.descriptionRequired],
    [
      'a description too long',
      `LONG - ${'d'.repeat(51)},Regular,Yes`,
      'Pay Code',
      ReferenceMessages.payCodeList.descriptionTooLong,
    ],
    ['no counts-as', 'NOCA - Desc,,Yes', 'Counts As', ReferenceMessages.payCodeList.countsAsRequired],
    [
      'a counts-as of its own',
      'TRIP - Desc,Triple,Yes',
      'Counts As',
      ReferenceMessages.payCodeList.countsAsRequired,
    ],
    [
      'an active flag of its own',
      'ACT - Desc,Regular,Maybe',
      'Active',
      WorkforceMessages.import.flagInvalid('Active'),
    ],
    [
      'a code the list has in another case',
      'reg - Regular,Regular,Yes',
      'Pay Code',
      ReferenceMessages.payCodeList.duplicate,
    ],
  ])(
    "refuses %s by its line and column, with the save's text, and writes nothing",
    async (_name, bad, column, message) => {
      const csv = csvOf('OKX - Fine,Regular,Yes', bad);
      const preview = await call(importPreview, csv);
      expect(preview.body.data).toMatchObject({ rowCount: 2, created: 0, updated: 0, committed: false });
      expect(preview.body.data.errors).toEqual([{ row: 3, column, message }]);
      const before = await counts();
      const done = await call(importPath, csv);
      expect([done.status, done.body.message]).toEqual([
        400,
        `${WorkforceMessages.import.rowsInvalid(1)}. line 3 (${column}): ${message}`,
      ]);
      expect(await counts()).toEqual(before);
      expect(await codeRow('OKX')).toBeUndefined();
    },
  );

  it('refuses a code twice in the file on its second line, naming the first', async () => {
    const preview = await call(
      importPreview,
      csvOf('TWICE - One,Regular,', 'OTHER - x,Regular,', 'TWICE - Two,Overtime,'),
    );
    expect(preview.body.data.errors).toEqual([
      { row: 4, column: 'Pay Code', message: WorkforceMessages.import.repeated("Pay Code 'TWICE'", 2) },
    ]);
  });

  it('refuses a file without its columns as a whole', async () => {
    const preview = await call(importPreview, 'Code,Description\nX,Y');
    expect(preview.body.data.errors).toEqual([
      { row: 1, column: 'Pay Code', message: WorkforceMessages.import.missingColumn('Pay Code') },
      { row: 1, column: 'Counts As', message: WorkforceMessages.import.missingColumn('Counts As') },
    ]);
  });

  it("needs the save's claims: a reader is refused (403), anyone without a session too (401)", async () => {
    const csv = csvOf('CLM - Claims,Regular,Yes');
    const before = await counts();
    for (const path of [importPreview, importPath]) {
      expect((await call(path, csv, tokens.readonly)).status).toBe(403);
      expect((await call(path, csv, '')).status).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });

  it.runIf(kind === 'postgres')(
    'two imports at once each write all their rows, the same new codes included, and neither fails',
    async () => {
      for (let round = 0; round < 5; round++) {
        const shared = [`PAR${round}A`, `PAR${round}B`, `PAR${round}C`];
        const first = csvOf(
          ...shared.map((c) => `${c} - First,Regular,Yes`),
          `PAR${round}X - Only first,Regular,`,
        );
        const second = csvOf(
          ...[...shared].reverse().map((c) => `${c} - Second,Overtime,Yes`),
          `PAR${round}Y - Only second,Regular,`,
        );
        const answers = await Promise.all([call(importPath, first), call(importPath, second)]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        // Each code added once; whichever import came second updated it, whole.
        const rows = await t.db
          .selectFrom('pay_code')
          .select(['code', 'description', 'counts_as'])
          .where('code', 'like', `PAR${round}%`)
          .orderBy('code')
          .execute();
        expect(rows.map((r) => r.code)).toEqual([...shared, `PAR${round}X`, `PAR${round}Y`]);
        const descriptions = new Set(rows.slice(0, 3).map((r) => `${r.description}/${r.counts_as}`));
        expect(descriptions.size).toBe(1);
        const created = answers.reduce((n, a) => n + a.body.data.created, 0);
        expect(created).toBe(5);
      }
    },
  );
});

import { ApiPaths, type AuditEntry, Messages } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditsOf,
  failure,
  rowsAndAudits,
  signIn,
  userIdOf,
  walkPages,
} from '../../../testing/api-checks.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { LIST_CASES, type ListCase, type WireRow } from '../testing/list-cases.ts';

/*
 * The behaviour every reference list shares (spec 002 §2, §5, §7, §8), run on each of them against
 * one app per database. What only one list does (Forecast's dates, Status Code's description, the
 * validation of odd bodies) is tested in that list's own file.
 */

describeEachDatabase('Every reference list', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    tokens = await signIn(t, 'admin', 'contribute', 'readonly', 'pm');
  });
  afterAll(() => t?.close());

  for (const c of LIST_CASES) describe(c.list.title, () => listTests(c));

  function listTests(c: ListCase): void {
    const { list } = c;
    const { paths, messages } = list;
    const { table } = list;
    /** Values 1.. for this list's tests; each test takes fresh ones. */
    let next = 0;
    const fresh = () => c.value(++next);
    const token = () => tokens[c.editor] as string;
    const counts = () => rowsAndAudits(t, table);
    const save = (body: unknown, as = token()) => t.call<WireRow>('POST', paths.save, { body, token: as });
    const byId = (id: number | string, as = token()) =>
      t.call('GET', `${paths.byId}?${list.byId.query}=${id}`, { token: as });
    const listed = (value: string) =>
      t.call<WireRow[]>('POST', paths.list, {
        body: { SearchText: c.search(value), Skip: 0, Take: 100 },
        token: token(),
      });
    /** A new row: saved through the API, or put in the table where the API cannot add. */
    const create = async (value = fresh()): Promise<WireRow> => {
      if (c.insert) return c.insert(t, value);
      const res = await save(c.body(value));
      expect(res.status).toBe(200);
      return res.body.data;
    };

    describe('save', () => {
      it.skipIf(!!c.insert)(
        'adds a trimmed value, answers the saved text and audits it as the signed-in user',
        async () => {
          const value = fresh();
          const res = await save(c.body(`  ${value} `, 0));
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ success: true, message: messages.saved, totalCount: 1 });
          expect(res.body.data).toEqual(c.shape(value));
          expect(await auditsOf(t, list.entity, c.rowId(res.body.data))).toEqual([
            { action: 'create', user_id: await userIdOf(t, c.editor), before: null, after: res.body.data },
          ]);
        },
      );

      it.runIf(c.idField).each([null, 0, undefined])('adds when the id is %s', async (id) => {
        const res = await save(c.body(fresh(), id));
        expect(res.body).toMatchObject({ success: true, message: messages.saved });
      });

      it('updates the row its id names, auditing before and after as the signed-in user', async () => {
        const made = await create();
        const value = fresh();
        const res = await save(c.body(` ${value} `, c.rowId(made)));
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, message: messages.updated, totalCount: 1 });
        expect(res.body.data[c.rowField]).toBe(value);
        expect(c.rowId(res.body.data)).toBe(c.rowId(made));
        expect((await auditsOf(t, list.entity, c.rowId(made))).at(-1)).toEqual({
          action: 'update',
          user_id: await userIdOf(t, c.editor),
          before: made,
          after: res.body.data,
        });
        if (c.history) {
          // The row's History reads those writes back, newest first, to a reader of the list too.
          const path = `${ApiPaths.audit.history[c.history]}?id=${c.rowId(made)}&Skip=0&Take=10`;
          const history = await t.call<AuditEntry[]>('GET', path, { token: tokens[c.reader ?? c.editor] });
          expect(history.status).toBe(200);
          expect(history.body.data.map((entry) => entry.action)).toEqual(['update', 'create']);
        }
      });

      it('refuses a value another row has, on add and on update, writes nothing, and lets a row keep its own', async () => {
        const first = await create();
        const other = await create();
        const taken = c.sameValue(first[c.rowField] as string);
        const before = await counts();
        if (!c.insert) {
          const dup = await save(c.body(` ${taken} `));
          expect(dup.status).toBe(409);
          expect(dup.body).toEqual(failure(messages.duplicate));
        }
        const dupUpdate = await save(c.body(taken, c.rowId(other)));
        expect(dupUpdate.status).toBe(409);
        expect(dupUpdate.body).toEqual(failure(messages.duplicate));
        expect(await counts()).toEqual(before);
        expect((await save(c.body(taken, c.rowId(first)))).status).toBe(200);
      });

      it('refuses the second of two saves racing to the same value with the same 409', async () => {
        const rows = [await create(), await create()];
        const value = fresh();
        const answers = await Promise.all(rows.map((row) => save(c.body(value, c.rowId(row)))));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.body).toEqual(failure(messages.duplicate));
      });

      it('answers 404 when updating a row that does not exist, and writes nothing', async () => {
        const before = await counts();
        const res = await save(c.body(fresh(), 999999));
        expect(res.status).toBe(404);
        expect(res.body).toEqual(failure(messages.notFound));
        expect(await counts()).toEqual(before);
      });

      it.runIf(c.texts.max)('takes a value of the longest length, also when padded with spaces', async () => {
        const made = await create();
        const longest = 'L'.repeat(c.texts.max as number);
        expect((await save(c.body(`  ${longest}  `, c.rowId(made)))).status).toBe(200);
      });

      const bad: [string, (id: number) => unknown, string][] = [
        ['an empty value', (id) => c.body('', id), c.texts.required],
        ['a blank value', (id) => c.body('  \t ', id), c.texts.required],
        ['no value', (id) => ({ ...c.body('', id), [c.field]: undefined }), c.texts.required],
        ['a null value', (id) => c.body(null as unknown as string, id), c.texts.required],
      ];
      const idField = c.idField;
      if (idField) {
        bad.push(
          ['a text id', () => c.body(fresh(), 'one' as never), `${idField} must be an integer or null`],
          ['a fractional id', () => c.body(fresh(), 2.5), `${idField} must be an integer or null`],
          ['a negative id', () => c.body(fresh(), -1), `${idField} must be 0 or more, or null`],
          [
            'an id beyond the database range',
            () => c.body(fresh(), 1e12),
            `${idField} must be 2147483647 or less, or null`,
          ],
        );
      }
      const activeField = c.activeField;
      if (activeField) {
        const flag = (value: unknown) => (id: number) => ({ ...c.body(fresh(), id), [activeField]: value });
        bad.push(
          ['a text active flag', flag('yes'), `${activeField} must be a boolean`],
          ['a numeric active flag', flag(1), `${activeField} must be a boolean`],
        );
      }
      bad.push(...(c.refusals ?? []));
      if (c.texts.tooLong) {
        const tooLong = c.texts.tooLong;
        const over = 'x'.repeat((c.texts.max as number) + 1);
        bad.push(['a value one character too long', (id) => c.body(over, id), tooLong]);
      }
      it.each(bad)('answers 400 for %s and writes nothing', async (_, body, message) => {
        const made = await create();
        const before = await counts();
        const res = await save(body(c.rowId(made)));
        expect(res.status).toBe(400);
        expect(res.body).toEqual(failure(message));
        expect(await counts()).toEqual(before);
      });
    });

    const activeField = c.activeField;
    if (activeField) {
      describe('active flag', () => {
        it.skipIf(!!c.insert)('adds an inactive row when told so', async () => {
          const res = await save({ ...c.body(fresh()), [activeField]: false });
          expect(res.body.data.isActive).toBe(false);
        });

        it('saves the flag, keeps it when an update leaves it out, and audits each change', async () => {
          const id = c.rowId(await create());
          const off = await save({ ...c.body(fresh(), id), [activeField]: false });
          expect(off.body).toMatchObject({ message: messages.updated, data: { isActive: false } });
          const renamed = await save(c.body(fresh(), id));
          expect(renamed.body.data.isActive).toBe(false);
          const on = await save({
            ...c.body(renamed.body.data[c.rowField] as string, id),
            [activeField]: true,
          });
          expect(on.body.data).toEqual({ ...renamed.body.data, isActive: true });
          expect((await auditsOf(t, list.entity, id)).at(-1)).toMatchObject({
            action: 'update',
            before: renamed.body.data,
            after: on.body.data,
          });
        });
      });
    }

    describe('by id', () => {
      it('returns the row in the shape the spec gives', async () => {
        const made = await create();
        const res = await byId(c.rowId(made));
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: '', data: c.byIdData(made), totalCount: 1 });
      });

      const query = list.byId.query;
      it.each([
        [999999, 404, messages.notFound],
        ['abc', 400, `${query} must be an integer`],
        [0, 400, `${query} must be 1 or more`],
        [-1, 400, `${query} must be 1 or more`],
        [99999999999, 400, `${query} must be 2147483647 or less`],
      ])('answers ?id=%s with %i', async (id, status, message) => {
        const res = await byId(id);
        expect(res.status).toBe(status);
        expect(res.body).toEqual(failure(message));
      });

      it('answers 400 when the id is missing', async () => {
        const res = await t.call('GET', paths.byId, { token: token() });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(failure(`${query} is required`));
      });
    });

    if (list.hidesDeleted) {
      it('hides a row marked deleted from by id and the list, and frees its value', async () => {
        const made = await create();
        const value = made[c.rowField] as string;
        await t.db
          .updateTable(list.table)
          .set({ is_deleted: true } as never)
          .where('id', '=', c.rowId(made))
          .execute();
        expect((await byId(c.rowId(made))).status).toBe(404);
        expect((await listed(value)).body.totalCount).toBe(0);
        const again = await create(value);
        expect(again[c.rowField]).toBe(value);
      });
    }

    const remove = list.remove;
    if (remove && paths.delete) {
      const deletePath = paths.delete;
      const idField = remove.idField;
      describe('delete', () => {
        it(`deletes (${remove.kind}): gone from the list and by id, audited, the value free again`, async () => {
          const made = await create();
          const id = c.rowId(made);
          const value = made[c.rowField] as string;
          const res = await t.call('POST', deletePath, { body: { [idField]: id }, token: token() });
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ success: true, message: messages.deleted, data: null, totalCount: 0 });
          const kept = await t.db.selectFrom(table).selectAll().where('id', '=', id).execute();
          if (remove.kind === 'soft') {
            expect(kept).toEqual([
              expect.objectContaining({ [list.unique.column]: value, is_deleted: true }),
            ]);
          } else {
            expect(kept).toEqual([]);
          }
          expect((await byId(id)).status).toBe(404);
          expect((await listed(value)).body.totalCount).toBe(0);
          expect((await auditsOf(t, list.entity, id)).at(-1)).toEqual({
            action: 'delete',
            user_id: await userIdOf(t, c.editor),
            before: made,
            after: null,
          });
          expect((await t.call('POST', deletePath, { body: { [idField]: id }, token: token() })).status).toBe(
            404,
          );
          await create(value);
        });

        it.each([
          [{}, `${idField} is required`],
          [{ [idField]: '3' }, `${idField} must be an integer`],
          [{ [idField]: 0 }, `${idField} must be 1 or more`],
          [{ [list.byId.query]: 3 }, `${idField} is required`],
          [{ [idField === 'id' ? 'Id' : 'id']: 3 }, `${idField} is required`],
        ])('answers 400 for %j and writes nothing', async (body, message) => {
          const before = await counts();
          const res = await t.call('POST', deletePath, { body, token: token() });
          expect(res.status).toBe(400);
          expect(res.body).toEqual(failure(message));
          expect(await counts()).toEqual(before);
        });

        it('is a POST: a GET on the delete path is refused and deletes nothing', async () => {
          const before = await counts();
          const res = await t.call('GET', deletePath, { token: token() });
          expect(res.status).toBe(404);
          expect(await counts()).toEqual(before);
        });
      });
    }

    describe('list', () => {
      const sorted = c.sorted;
      it.runIf(sorted)(
        'sorts ignoring case and searches by contains, ignoring case and LIKE wildcards',
        async () => {
          const { values, search } = sorted as NonNullable<ListCase['sorted']>;
          const made = [];
          for (const value of [...values].reverse()) made.push(await create(value));
          const inactive = made.at(-2) as WireRow;
          if (c.activeField) {
            const body = {
              ...c.body(inactive[c.rowField] as string, c.rowId(inactive)),
              [c.activeField]: false,
            };
            expect((await save(body)).status).toBe(200);
          }
          const res = await listed(search);
          expect(res.body).toMatchObject({ success: true, totalCount: values.length });
          expect(res.body.data.map((row) => row[c.rowField])).toEqual(values);
          if (c.activeField) {
            expect(res.body.data.map((row) => row.isActive)).toEqual(values.map((_, i) => i !== 1));
          }
          expect((await listed('50%')).body.data.map((row) => row[c.rowField])).toEqual([values[0]]);
        },
      );

      it('names the searchable fields when given another', async () => {
        const res = await t.call('POST', paths.list, {
          body: { SearchText: [{ FieldName: 'nope', Value: 'x' }], Skip: 0, Take: 10 },
          token: token(),
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(
          failure(`SearchText FieldName 'nope' is not searchable here (use: ${c.searchable})`),
        );
      });

      it("walks 120 rows with the client's Skip/Take: every row once, totalCount all matching rows", async () => {
        const values = Array.from({ length: 120 }, (_, i) => c.walk.value(i));
        const column = list.unique.column;
        await t.db
          .insertInto(list.table)
          .values(values.map((value) => ({ [column]: value, ...c.walk.extra })) as never)
          .execute();
        const rows = await walkPages<WireRow>(t, paths.list, token(), c.walk.search, 120);
        expect(rows.map((r) => r[c.rowField])).toEqual(values);
      });
    });

    describe.runIf(c.choices)('choices', () => {
      it("offers every live row, active or not, in the list's order to those who pick, not to others", async () => {
        const { picker, refused } = c.choices as NonNullable<ListCase['choices']>;
        const path = list.choices?.path as string;
        const [first, retired, gone] = [await create(), await create(), await create()];
        const id = (row: WireRow) => c.rowId(row);
        if (c.activeField) {
          const body = { ...c.body(retired[c.rowField] as string, id(retired)), [c.activeField]: false };
          expect((await save(body)).status).toBe(200);
        }
        const deleted = await t.call('POST', paths.delete as string, {
          body: { [remove?.idField as string]: id(gone) },
          token: token(),
        });
        expect(deleted.status).toBe(200);
        const res = await t.call<WireRow[]>('GET', path, { token: tokens[picker] });
        expect(res.status).toBe(200);
        const offered = res.body.data.filter((row) => [first, retired, gone].some((r) => id(r) === id(row)));
        expect(offered).toEqual([first, { ...retired, ...(c.activeField ? { isActive: false } : {}) }]);
        expect(res.body.totalCount).toBe(res.body.data.length);
        const other = await t.call('GET', path, { token: tokens[refused] });
        expect(other.status).toBe(403);
        expect((await t.call('GET', path)).status).toBe(401);
      });
    });

    describe('claims', () => {
      it.runIf(c.reader)('lets a read-only user read but not write, and writes nothing', async () => {
        const made = await create();
        const before = await counts();
        const reader = tokens[c.reader as string];
        const read = await t.call('POST', paths.list, { body: { Skip: 0, Take: 100 }, token: reader });
        expect(read.status).toBe(200);
        expect((await byId(c.rowId(made), reader)).status).toBe(200);
        const saved = await save(c.body(fresh(), c.rowId(made)), reader);
        expect(saved.status).toBe(403);
        expect(saved.body).toEqual(failure(Messages.forbidden));
        if (paths.delete) {
          const body = { [remove?.idField as string]: c.rowId(made) };
          expect((await t.call('POST', paths.delete, { body, token: reader })).status).toBe(403);
        }
        expect(await counts()).toEqual(before);
      });

      it('refuses the list to roles without its page claim, and every call to anyone without a session', async () => {
        for (const user of c.refused) {
          const res = await t.call('POST', paths.list, { body: { Skip: 0, Take: 100 }, token: tokens[user] });
          expect(res.status).toBe(403);
          expect(res.body).toEqual(failure(Messages.forbidden));
        }
        expect((await t.call('POST', paths.list, { body: { Skip: 0, Take: 100 } })).status).toBe(401);
        expect((await t.call('GET', `${paths.byId}?${list.byId.query}=1`)).status).toBe(401);
        expect((await t.call('POST', paths.save, { body: c.body(fresh(), 1) })).status).toBe(401);
        if (paths.delete) {
          const body = { [remove?.idField as string]: 1 };
          expect((await t.call('POST', paths.delete, { body })).status).toBe(401);
        }
      });
    });
  }
});

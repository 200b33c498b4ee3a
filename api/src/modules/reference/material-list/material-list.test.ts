import {
  ApiPaths,
  type MaterialListItem,
  pageCount,
  pageToSkipTake,
  ReferenceMessages,
} from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedWrite, failure, rowsAndAudits } from '../../../testing/api-checks.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';

/*
 * What every list shares is tested once for all of them (reference-list/every-list.test.ts). This
 * file holds what is tested on the Material List only, standing for every list: how odd request
 * bodies and paging requests are refused.
 */

const { list, save } = ApiPaths.materialList;
const search = (value: string, Skip = 0, Take = 100) => ({
  SearchText: [{ FieldName: 'displayText', Value: value }],
  Skip,
  Take,
});

describeEachDatabase('Material List', (kind) => {
  let t: TestApp;
  let token: string;
  const counts = () => rowsAndAudits(t, 'material');

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    token = await t.login('contribute@demo.local');
  });
  afterAll(() => t?.close());

  it.each([
    ['no fields', {}, ReferenceMessages.materialList.required],
    ['2000 characters', { DisplayText: 'x'.repeat(2000) }, ReferenceMessages.materialList.tooLong],
    ['a number as text', { DisplayText: 7 }, ReferenceMessages.materialList.required],
    ['a NUL character', { DisplayText: 'Grav\u0000el' }, 'DisplayText must not contain control characters'],
    ['a bell character', { DisplayText: 'Gravel\u0007' }, 'DisplayText must not contain control characters'],
    ['only zero-width spaces', { DisplayText: '\u200b\u200b' }, ReferenceMessages.materialList.required],
    [
      'only direction marks and blanks',
      { DisplayText: ' \u200e\u3164 ' },
      ReferenceMessages.materialList.required,
    ],
    [
      'a lone surrogate (it would be stored changed)',
      { DisplayText: 'Gravel \ud800' },
      'DisplayText must be well-formed text (it holds a lone surrogate)',
    ],
    ['a body that is not JSON', 'not json', 'The request body is not valid JSON'],
    ['a JSON string body', '"text"', 'The request body must be a JSON object'],
  ])('save answers 400 for %s and writes nothing', async (_, body, message) => {
    await expectRefusedWrite(t, { path: save, body: body, token }, { status: 400, message }, counts);
  });

  describe('list', () => {
    it('ignores empty search values and lists without SearchText', async () => {
      const all = await t.call<MaterialListItem[]>('POST', list, { body: { Skip: 0, Take: 1000 }, token });
      const blank = await t.call<MaterialListItem[]>('POST', list, { body: search('  ', 0, 1000), token });
      expect(blank.body.totalCount).toBe(all.body.totalCount);
      expect(all.body.data).toHaveLength(all.body.totalCount);
    });

    it.each([
      [{ SearchText: [{ FieldName: 'displayText' }], Skip: 0, Take: 10 }, 'SearchText[0].Value is required'],
      [{ SearchText: 'x', Skip: 0, Take: 10 }, 'SearchText must be an array'],
      [{ Skip: 0 }, 'Take is required'],
      [{ Skip: '0', Take: 100 }, 'Skip must be an integer'],
      [{ Skip: -1, Take: 100 }, 'Skip must be 0 or more'],
      [{ Skip: 0, Take: 1001 }, 'A request may read at most 1000 rows (Take - Skip is too large)'],
      [{ Skip: 1e15, Take: 1e15 }, 'Skip must be 2147483647 or less'],
      [
        { SearchText: [{ FieldName: 'displayText', Value: 'a\u0000' }], Skip: 0, Take: 10 },
        'SearchText[0].Value must not contain control characters',
      ],
    ])('answers 400 for %j', async (body, message) => {
      const res = await t.call('POST', list, { body, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message));
    });

    it('walks 250 rows in three pages, and answers a page beyond the last with no rows', async () => {
      const names = Array.from({ length: 250 }, (_, i) => `Paged item ${String(i).padStart(3, '0')}`);
      await t.db
        .insertInto('material')
        .values(names.map((display_text) => ({ display_text })))
        .execute();
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; page <= 3; page++) {
        const { Skip, Take } = pageToSkipTake(page);
        const res = await t.call<MaterialListItem[]>('POST', list, {
          body: search('paged item', Skip, Take),
          token,
        });
        expect(res.status).toBe(200);
        total = res.body.totalCount;
        expect(res.body.data).toHaveLength(page < 3 ? 100 : 50);
        seen.push(...res.body.data.map((m) => m.displayText));
      }
      expect(total).toBe(250);
      expect(pageCount(total)).toBe(3);
      expect(seen).toEqual(names);
      const beyond = await t.call<MaterialListItem[]>('POST', list, {
        body: search('paged item', 301, 400),
        token,
      });
      expect(beyond.body).toMatchObject({ success: true, data: [], totalCount: 250 });
    });
  });
});

import {
  ApiPaths,
  ReferenceMessages,
  type StatusCodeItem,
  StatusCodeListSearchField,
  statusCodeLabel,
} from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedWrite, rowsAndAudits } from '../../../testing/api-checks.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';

/*
 * What only the Status Code List does: a description beside the unique initial, the row shown as
 * 'initial - description', and search by either part. The rest is in reference-list/every-list.test.ts.
 */

const { list, save } = ApiPaths.statusCodeList;
const messages = ReferenceMessages.statusCodeList;
const search = (FieldName: string, Value: string) => ({
  SearchText: [{ FieldName, Value }],
  Skip: 0,
  Take: 100,
});

describeEachDatabase('Status Code List', (kind) => {
  let t: TestApp;
  let token: string;
  const counts = () => rowsAndAudits(t, 'status_code');
  const create = async (StatusInitial: string, DisplayText: string, IsActive?: boolean) => {
    const res = await t.call<StatusCodeItem>('POST', save, {
      body: { StatusInitial, DisplayText, IsActive },
      token,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    token = await t.login('contribute@demo.local');
  });
  afterAll(() => t?.close());

  describe('save', () => {
    it('trims the description too, and the row reads as the screen shows it', async () => {
      const made = await create(' IP ', '  In Progress ');
      expect(made).toEqual({
        id: expect.any(Number),
        statusInitial: 'IP',
        displayText: 'In Progress',
        isActive: true,
      });
      expect(statusCodeLabel(made)).toBe('IP - In Progress');
    });

    it('takes a 50-character description, also when padded with spaces', async () => {
      const res = await t.call('POST', save, {
        body: { StatusInitial: 'INS', DisplayText: ` ${'d'.repeat(50)} ` },
        token,
      });
      expect(res.status).toBe(200);
    });

    it.each([
      ['an empty description', { StatusInitial: 'RW', DisplayText: '' }, messages.descriptionRequired],
      ['a blank description', { StatusInitial: 'RW', DisplayText: '  ' }, messages.descriptionRequired],
      ['no description', { StatusInitial: 'RW' }, messages.descriptionRequired],
      [
        'a 51-character description',
        { StatusInitial: 'RW', DisplayText: 'd'.repeat(51) },
        messages.descriptionTooLong,
      ],
    ])('answers 400 for %s and writes nothing', async (_, body, message) => {
      await expectRefusedWrite(t, { path: save, body: body, token }, { status: 400, message }, counts);
    });
  });

  it('sorts by initial ignoring case and searches the row as shown or either part', async () => {
    await create('q3', 'Quality three');
    await create('Q1', 'quality one', false);
    await create('Q2', 'Quality Two');
    const post = (FieldName: string, Value: string) =>
      t.call<StatusCodeItem[]>('POST', list, { body: search(FieldName, Value), token });
    const shown = await post(StatusCodeListSearchField.StatusCode, 'Q2 - QUAL');
    expect(shown.body.data.map(statusCodeLabel)).toEqual(['Q2 - Quality Two']);
    const byDescription = await post(StatusCodeListSearchField.DisplayText, 'quality');
    expect(byDescription.body).toMatchObject({ success: true, totalCount: 3 });
    expect(byDescription.body.data.map((c) => [c.statusInitial, c.isActive])).toEqual([
      ['Q1', false],
      ['Q2', true],
      ['q3', true],
    ]);
    const byInitial = await post(StatusCodeListSearchField.StatusInitial, 'q');
    expect(byInitial.body.data.map((c) => c.statusInitial)).toEqual(['Q1', 'Q2', 'q3']);
  });
});

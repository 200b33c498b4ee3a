import { ApiPaths, type SecurityUserDetail } from '@tac/contracts';
import { IdSchema } from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { convertQueryValues } from './query-values.ts';

describe('query string integers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('admin@demo.local');
  });
  afterAll(() => t?.close());

  const getUser = (userId: string) =>
    t.call<SecurityUserDetail>('GET', `${ApiPaths.security.user}?userId=${userId}`, { token });

  it('reads a plain decimal integer', async () => {
    const res = await getUser('1');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  // Each of these once read as user 1 (JavaScript's Number() of the text, or true as 1).
  it.each(['true', '0x1', '0o1', '0b1', '1e0', '+1', '1.0', '1.', '.1e1', '%201', '1%20', 'Infinity', ''])(
    'refuses ?userId=%s with a 400 naming the field',
    async (text) => {
      const res = await getUser(text);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'userId must be an integer' });
    },
  );

  it('refuses a repeated key and an integer out of range, naming the field', async () => {
    expect((await getUser('1&userId=2')).body.message).toBe('userId must be an integer');
    expect((await getUser('0')).body.message).toBe('userId must be 1 or more');
    expect((await getUser('-1')).body.message).toBe('userId must be 1 or more');
    expect((await getUser('2147483648')).body.message).toBe('userId must be 2147483647 or less');
    expect((await getUser('9'.repeat(400))).status).toBe(400);
  });
});

describe('convertQueryValues', () => {
  const schema = Type.Object({ id: IdSchema(), all: Type.Boolean(), name: Type.String() });

  it('converts plain decimal integers and true/false only, leaving the rest as text', () => {
    expect(convertQueryValues(schema, { id: '16', all: 'false', name: '16' })).toEqual({
      id: 16,
      all: false,
      name: '16',
    });
    expect(convertQueryValues(schema, { id: '0x10', all: '1', name: 'x' })).toEqual({
      id: '0x10',
      all: '1',
      name: 'x',
    });
  });
});

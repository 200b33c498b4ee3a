import { ApiError } from '@tac/api-client';
import { describe, expect, it } from 'vitest';
import { recordFrom } from './types.ts';

const answer = <T>(data: T, message = '') => Promise.resolve({ data, message, totalCount: 1 });
const first = (data: { rows: string[] }) => data.rows[0];

describe('recordFrom: a record loaded by id, or why there is none', () => {
  it('gives the record the answer holds', async () => {
    expect(await recordFrom(answer({ rows: ['Gravel'] }), first, 'Not found')).toEqual({
      record: 'Gravel',
      message: '',
    });
  });

  it("gives the server's refusal, or the not-found text when it has none", async () => {
    expect(await recordFrom(Promise.reject(new ApiError('Access denied', 403)), first, 'Not found')).toEqual({
      message: 'Access denied',
    });
    expect(await recordFrom(Promise.reject(new ApiError('', 404)), first, 'Not found')).toEqual({
      message: 'Not found',
    });
  });

  it('gives the not-found text for an answer without the record', async () => {
    expect(await recordFrom(answer({ rows: [] }), first, 'Not found')).toEqual({ message: 'Not found' });
  });

  it('throws on what is not a refusal (a fault of the screen)', async () => {
    await expect(recordFrom(Promise.reject(new TypeError('boom')), first, 'Not found')).rejects.toThrow(
      'boom',
    );
  });
});

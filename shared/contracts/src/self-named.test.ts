import { describe, expect, it } from 'vitest';
import { selfNamed } from './self-named.ts';

describe('selfNamed', () => {
  it('keys each name by itself, in the order given', () => {
    const Signature = selfNamed('Yes', 'No');
    expect(Signature).toEqual({ Yes: 'Yes', No: 'No' });
    expect(Object.values(Signature)).toEqual(['Yes', 'No']);
  });
});

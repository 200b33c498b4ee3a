import { describe, expect, it } from 'vitest';
import { acceptIssueDate } from './rules.ts';

describe('issue notes picker (spec 000 §5, §9)', () => {
  const thursday = new Date(2026, 10, 19, 10);

  it('accepts no future dates and ignores invalid ones', () => {
    expect(acceptIssueDate(new Date(2026, 10, 19), thursday)).toBe(true);
    expect(acceptIssueDate(new Date(2026, 10, 1), thursday)).toBe(true);
    expect(acceptIssueDate(new Date(2026, 10, 20), thursday)).toBe(false);
    expect(acceptIssueDate(new Date('x'), thursday)).toBe(false);
  });
});

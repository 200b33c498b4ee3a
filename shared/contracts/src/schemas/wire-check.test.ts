import { describe, expect, it } from 'vitest';
import { SecurityUserSchema } from './security.ts';
import { answerProblems, listOf, wireProblems } from './wire-check.ts';

const user = {
  userId: 1,
  userName: 'ada@demo.local',
  employeeNumber: 'E1',
  employeeName: 'Ada',
  securityGroupId: 1,
  securityGroupName: 'Administrator',
  isActive: true,
};

describe('holding a fake to the wire', () => {
  it('accepts a value of the shape', () => {
    expect(wireProblems(SecurityUserSchema, user)).toEqual([]);
  });

  it('names a mistyped, a missing and an invented field', () => {
    expect(wireProblems(SecurityUserSchema, { ...user, userId: '1' })).toEqual(['/userId must be integer']);
    const { isActive: _, ...withoutActive } = user;
    expect(wireProblems(SecurityUserSchema, withoutActive)).toEqual([
      '/ must have required properties isActive',
    ]);
    expect(wireProblems(SecurityUserSchema, { ...user, nickname: 'A' })).toEqual([
      '/nickname is not a field of the wire shape',
    ]);
  });

  it('checks the envelope around a list, and reads a failure as data null', () => {
    const ok = { success: true, message: '', data: [user, { ...user, extra: { a: 1 } }], totalCount: 2 };
    expect(answerProblems(listOf(SecurityUserSchema), ok)).toEqual([
      '/data/1/extra is not a field of the wire shape',
    ]);
    const failed = { success: false, message: 'No', data: null, totalCount: 0 };
    expect(answerProblems(listOf(SecurityUserSchema), failed)).toEqual([]);
    expect(answerProblems(listOf(SecurityUserSchema), { ...failed, success: true })).toEqual([
      '/data must be array',
    ]);
    expect(answerProblems(listOf(SecurityUserSchema), { data: [] })).not.toEqual([]);
    expect(answerProblems(null, { success: true, message: 'Done', data: null, totalCount: 0 })).toEqual([]);
    expect(answerProblems(null, { success: true, message: 'Done', data: {}, totalCount: 0 })).toEqual([
      '/data must be null',
    ]);
  });
});

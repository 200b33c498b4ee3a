import { type Answer, ApiError } from '@tac/api-client';
import { ApiPaths, SecurityUserSearchField } from '@tac/contracts';
import {
  AddUserDetailsSchema,
  answerProblems,
  listOf,
  SecurityUserDetailSchema,
  SecurityUserSaveResultSchema,
  SecurityUserSchema,
} from '@tac/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { createFakeSecurityApi, user } from './fake-security-api.ts';

/** The envelope the server sent for an answer the client resolved to. */
const sent = (answer: Answer<unknown>) => ({ success: true, ...answer });

/** Every answer the fake gives, held to the schema the API answers with, so the fake cannot drift. */
describe('the fake Security API answers in the wire shapes', () => {
  const save = {
    employeeNumber: 'E9',
    employeeName: 'New User',
    userName: 'new@demo.local',
    securitygroupID: 2,
    UserDivision: [{ DivisionName: 'North' }],
    UserGroup: [{ DivisionId: 11 }],
  };

  it('lookups and user details', async () => {
    const fake = createFakeSecurityApi([user(1), user(2)]);
    fake.access.set(2, { division: ['North'], group: [11, 12] });
    expect(
      answerProblems(AddUserDetailsSchema, sent(await fake.get(ApiPaths.security.addUserDetails))),
    ).toEqual([]);
    for (const userId of [1, 2]) {
      const detail = await fake.get(ApiPaths.security.user, { userId });
      expect(answerProblems(SecurityUserDetailSchema, sent(detail))).toEqual([]);
    }
    await expect(fake.get(ApiPaths.security.user, { userId: 99 })).rejects.toThrow(
      new ApiError('Security user not found', 404),
    );
  });

  it('the list, searched or not', async () => {
    const fake = createFakeSecurityApi([user(1), user(2, { isActive: false })]);
    for (const body of [
      { SearchText: [], Skip: 0, Take: 100 },
      { SearchText: [{ FieldName: SecurityUserSearchField.UserName, Value: 'user1' }], Skip: 0, Take: 100 },
      { Skip: 0, Take: 100 },
    ]) {
      const page = await fake.post(ApiPaths.security.list, body, { selectedStatus: 'active' });
      expect(answerProblems(listOf(SecurityUserSchema), sent(page))).toEqual([]);
      expect(page.totalCount).toBe(1);
    }
  });

  it('saves, activation, sign-out and scripted failures', async () => {
    const fake = createFakeSecurityApi([user(1)]);
    expect(
      answerProblems(SecurityUserSaveResultSchema, sent(await fake.post(ApiPaths.security.save, save))),
    ).toEqual([]);
    const update = await fake.post(ApiPaths.security.save, { ...save, userId: 1 });
    expect(answerProblems(SecurityUserSaveResultSchema, sent(update))).toEqual([]);
    const params = { userId: 1, status: 'deactivate' };
    expect(
      answerProblems(null, sent(await fake.post(ApiPaths.security.activateOrDeactivate, undefined, params))),
    ).toEqual([]);
    expect(answerProblems(null, sent(await fake.post(ApiPaths.account.logout)))).toEqual([]);
    fake.failNext.set(ApiPaths.security.save, 'User Name is already used by another security user');
    await expect(fake.post(ApiPaths.security.save, save)).rejects.toThrow(
      new ApiError('User Name is already used by another security user', 400),
    );
  });

  it('would catch a drifted answer', async () => {
    const fake = createFakeSecurityApi([{ ...user(1), securityGroupId: '1' as unknown as number }]);
    const page = await fake.post(
      ApiPaths.security.list,
      { Skip: 0, Take: 100 },
      { selectedStatus: 'active' },
    );
    expect(answerProblems(listOf(SecurityUserSchema), sent(page))).toEqual([
      '/data/0/securityGroupId must be integer',
    ]);
  });
});

import type { Answer, QueryParams } from '@tac/api-client';
import { failed, ok } from '@tac/api-client/testing';
import {
  type AddUserDetails,
  ALL_DIVISIONS,
  ApiPaths,
  type SearchRequest,
  type SecurityUser,
  type SecurityUserDetail,
  type SecurityUserSave,
  type SecurityUserSaveResult,
} from '@tac/contracts';

export const lookup: AddUserDetails = {
  securityGroup: [
    { groupID: 1, securityGroupName: 'Administrator' },
    { groupID: 2, securityGroupName: 'Project Manager' },
    { groupID: 3, securityGroupName: 'Contribute' },
    { groupID: 4, securityGroupName: 'SystemAdmin' },
    { groupID: 5, securityGroupName: 'Read Only' },
  ],
  group: [
    { divisionId: 11, divisionName: 'North' },
    { divisionId: 12, divisionName: 'South' },
  ],
  division: [{ divisionName: 'North' }, { divisionName: 'South' }],
};

const groupName = (id: number) => lookup.securityGroup.find((g) => g.groupID === id)?.securityGroupName ?? '';

export const user = (userId: number, over: Partial<SecurityUser> = {}): SecurityUser => ({
  userId,
  userName: `user${userId}@demo.local`,
  employeeNumber: `E${userId}`,
  employeeName: `User ${userId}`,
  securityGroupId: 1,
  securityGroupName: 'Administrator',
  isActive: true,
  ...over,
});

/**
 * An in-memory Security server behind `api.get` / `api.post`, answering like the real one (spec 000
 * §7). Tests change `users` or set `failNext` to script it; `access` holds each user's selections.
 * Its answers are built from the contracts types, and fake-security-api.test.ts holds each one to the
 * API's schema, so the fake cannot drift from the wire.
 */
export function createFakeSecurityApi(initial: SecurityUser[]) {
  const fake = {
    users: [...initial],
    access: new Map<number, { division: string[]; group: number[] }>(),
    failNext: new Map<string, string>(),

    async get(path: string, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) return failed(failure);
      if (path === ApiPaths.security.addUserDetails) return ok(lookup);
      if (path === ApiPaths.security.user) {
        const found = fake.users.find((u) => u.userId === Number(params?.userId));
        if (!found) return failed('Security user not found', 404);
        const access = fake.access.get(found.userId) ?? { division: [ALL_DIVISIONS], group: [0] };
        const detail: SecurityUserDetail = {
          user: [found],
          division: access.division.map((divisionName) => ({ divisionName })),
          group: access.group.map((id) => ({
            divisionId: id,
            divisionName:
              id === 0 ? ALL_DIVISIONS : (lookup.group.find((g) => g.divisionId === id)?.divisionName ?? ''),
            isActive: true,
            isAllDivision: id === 0,
          })),
        };
        return ok(detail);
      }
      return failed(`No fake for GET ${path}`);
    },

    async post(path: string, body?: unknown, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) return failed(failure);
      if (path === ApiPaths.security.list) {
        const { SearchText, Skip, Take } = body as SearchRequest;
        const active = params?.selectedStatus === 'active';
        const matching = fake.users.filter(
          (u) =>
            u.isActive === active &&
            (SearchText ?? []).every((s) =>
              String(u[s.FieldName as keyof SecurityUser])
                .toLowerCase()
                .includes(s.Value.toLowerCase()),
            ),
        );
        const first = Math.max(Skip, 1);
        return ok(matching.slice(first - 1, Take), '', matching.length);
      }
      if (path === ApiPaths.security.save) {
        const save = body as SecurityUserSave;
        const fields = {
          userName: save.userName,
          employeeNumber: save.employeeNumber,
          employeeName: save.employeeName,
          securityGroupId: save.securitygroupID as number,
          securityGroupName: groupName(save.securitygroupID as number),
        };
        if (save.userId) {
          fake.users = fake.users.map((u) => (u.userId === save.userId ? { ...u, ...fields } : u));
          return ok<SecurityUserSaveResult>(
            { userId: save.userId, temporaryPassword: null },
            'Updated successfully',
          );
        }
        const userId = Math.max(0, ...fake.users.map((u) => u.userId)) + 1;
        fake.users = [...fake.users, { userId, isActive: true, ...fields }];
        return ok<SecurityUserSaveResult>(
          { userId, temporaryPassword: 'Tmp7pass9Word2' },
          'Saved successfully',
        );
      }
      if (path === ApiPaths.security.activateOrDeactivate) {
        const active = params?.status === 'activate';
        fake.users = fake.users.map((u) =>
          u.userId === Number(params?.userId) ? { ...u, isActive: active } : u,
        );
        return ok(
          null,
          active ? 'Security user reactivated successfully' : 'Security user deactivated successfully',
          0,
        );
      }
      if (path === ApiPaths.account.logout) return ok(null, 'Logged out successfully', 0);
      return failed(`No fake for POST ${path}`);
    },

    take(path: string): string | undefined {
      const message = fake.failNext.get(path);
      fake.failNext.delete(path);
      return message;
    },
  };
  return fake;
}

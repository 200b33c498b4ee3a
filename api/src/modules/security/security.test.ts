import {
  type AddUserDetails,
  ALL_DIVISIONS,
  ApiPaths,
  ButtonClaim,
  type LoginResult,
  SecurityMessages as M,
  Messages,
  PasswordMessages,
  SecurityGroupId,
  type SecurityUser,
  type SecurityUserDetail,
  type SecurityUserSaveResult,
} from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditsOf,
  countRows,
  failure,
  signIn,
  userIdOf,
  walkPages,
  withoutClaim,
} from '../../testing/api-checks.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';

const P = ApiPaths.security;
const listBody = { SearchText: [], Skip: 0, Take: 100 };
const list = (status: 'active' | 'inactive') => `${P.list}?selectedStatus=${status}`;

/** A valid add body; tests override what they check. */
const newUser = (over: Record<string, unknown> = {}) => ({
  userId: null,
  employeeNumber: 'E 9001',
  employeeName: '  Ana Lucia Ortiz  ',
  userName: 'ana.ortiz@demo.local',
  securitygroupID: SecurityGroupId.Administrator,
  password: '',
  UserDivision: [{ DivisionName: '200 - Concrete Foundations' }, { DivisionName: '110 - Site Work' }],
  UserGroup: [{ DivisionId: 1 }],
  ...over,
});

describeEachDatabase('Security API', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    tokens = await signIn(t, 'sysadmin', 'admin', 'pm', 'contribute', 'readonly');
  });
  afterAll(() => t?.close());

  const save = (body: unknown, token = tokens.admin) =>
    t.call<SecurityUserSaveResult>('POST', P.save, { body, token });

  describe('claims', () => {
    it.each(['pm', 'contribute', 'readonly'])('refuses %s every call with 403', async (user) => {
      const token = tokens[user];
      expect((await t.call('POST', list('active'), { body: listBody, token })).status).toBe(403);
      expect((await t.call('GET', `${P.user}?userId=1`, { token })).status).toBe(403);
      expect((await t.call('GET', P.addUserDetails, { token })).status).toBe(403);
      expect((await save(newUser({ userName: `${user}.x@demo.local` }), token)).status).toBe(403);
      const res = await t.call('POST', `${P.activateOrDeactivate}?userId=1&status=deactivate`, { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(failure(Messages.forbidden));
    });

    it('asks for a session first: no token is 401', async () => {
      expect((await t.call('POST', list('active'), { body: listBody })).status).toBe(401);
      expect((await t.call('POST', P.save, { body: {} })).status).toBe(401);
    });

    it('needs the activate/deactivate button claim for the power action', async () => {
      const pmId = await userIdOf(t, 'pm');
      await withoutClaim(t, SecurityGroupId.Administrator, ButtonClaim.UserActivateDeactivate, async () => {
        const res = await t.call('POST', `${P.activateOrDeactivate}?userId=${pmId}&status=deactivate`, {
          token: tokens.admin,
        });
        expect(res.status).toBe(403);
        expect((await t.call('POST', list('active'), { body: listBody, token: tokens.admin })).status).toBe(
          200,
        );
      });
    });
  });

  describe('GetAllUserList', () => {
    it('lists the active users sorted by user name with employee number, name and group', async () => {
      const res = await t.call<SecurityUser[]>('POST', list('active'), {
        body: listBody,
        token: tokens.admin,
      });
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(res.body.data.length);
      const admin = res.body.data.find((u) => u.userName === 'admin@demo.local');
      expect(admin).toEqual({
        userId: await userIdOf(t, 'admin'),
        userName: 'admin@demo.local',
        employeeNumber: 'E1002',
        employeeName: 'Daniel Reyes',
        securityGroupId: 1,
        securityGroupName: 'Administrator',
        isActive: true,
      });
      const names = res.body.data.map((u) => u.userName);
      expect(names).toEqual([...names].sort());
      expect(res.body.data.every((u) => u.isActive)).toBe(true);
    });

    it.each([
      ['userName', 'CONTRIB', 'contribute@demo.local'],
      ['employeeName', 'natara', 'pm@demo.local'],
      ['employeeNumber', 'E4220', 'readonly@demo.local'],
      ['securityGroupName', 'systemad', 'sysadmin@demo.local'],
    ])('searches %s by contains, ignoring case', async (FieldName, Value, expected) => {
      const res = await t.call<SecurityUser[]>('POST', list('active'), {
        body: { SearchText: [{ FieldName, Value }], Skip: 0, Take: 100 },
        token: tokens.admin,
      });
      expect(res.body.data.map((u) => u.userName)).toEqual([expected]);
      expect(res.body.totalCount).toBe(1);
    });

    it('refuses an unknown search field, a bad status and a bad body with 400', async () => {
      const unknown = await t.call('POST', list('active'), {
        body: { SearchText: [{ FieldName: 'password', Value: 'x' }], Skip: 0, Take: 100 },
        token: tokens.admin,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain("'password'");
      const status = await t.call('POST', `${P.list}?selectedStatus=gone`, {
        body: listBody,
        token: tokens.admin,
      });
      expect(status.status).toBe(400);
      expect(status.body.message).toContain('selectedStatus');
      const body = await t.call('POST', list('active'), {
        body: { Skip: 'a', Take: 100 },
        token: tokens.admin,
      });
      expect(body.status).toBe(400);
      expect(body.body.message).toContain('Skip');
    });

    it('pages by the 1-based inclusive row range: every row once', async () => {
      await t.db
        .insertInto('app_user')
        .values(
          Array.from({ length: 120 }, (_, i) => ({
            user_name: `pager${String(i).padStart(3, '0')}@bulk.test`,
            first_name: 'Bulk',
            last_name: `User ${i}`,
            email: `pager${i}@bulk.test`,
            phone: '',
            role_id: SecurityGroupId.ReadOnly,
            password_hash: 'not-a-hash',
            is_active: false,
          })),
        )
        .execute();
      const rows = await walkPages<SecurityUser>(
        t,
        list('inactive'),
        tokens.admin as string,
        [{ FieldName: 'userName', Value: '@bulk.test' }],
        120,
      );
      expect(new Set(rows.map((r) => r.userId)).size).toBe(120);
      expect(rows[0]?.userName).toBe('pager000@bulk.test');
    });
  });

  describe('GetAddUserDetails and GetUser', () => {
    it('offers every group and the active divisions', async () => {
      const res = await t.call<AddUserDetails>('GET', P.addUserDetails, { token: tokens.admin });
      expect(res.status).toBe(200);
      expect(res.body.data.securityGroup).toContainEqual({ groupID: 1, securityGroupName: 'Administrator' });
      expect(res.body.data.group).toHaveLength(20);
      expect(res.body.data.division[0]).toEqual({ divisionName: res.body.data.group[0]?.divisionName });
    });

    it('reads a user with All Divisions as the one option', async () => {
      const res = await t.call<SecurityUserDetail>('GET', `${P.user}?userId=${await userIdOf(t, 'admin')}`, {
        token: tokens.admin,
      });
      expect(res.body.data.division).toEqual([{ divisionName: ALL_DIVISIONS }]);
      expect(res.body.data.group).toEqual([
        { divisionId: 0, divisionName: ALL_DIVISIONS, isActive: true, isAllDivision: true },
      ]);
    });

    it('reads the divisions of a user with a few', async () => {
      const res = await t.call<SecurityUserDetail>('GET', `${P.user}?userId=${await userIdOf(t, 'pm')}`, {
        token: tokens.admin,
      });
      expect(res.body.data.user[0]?.employeeNumber).toBe('E2014');
      expect(res.body.data.division).toHaveLength(5);
      expect(res.body.data.group).toHaveLength(5);
      expect(res.body.data.group.every((g) => !g.isAllDivision)).toBe(true);
    });

    it('answers 404 for an unknown user and 400 for a bad id', async () => {
      expect((await t.call('GET', `${P.user}?userId=999999`, { token: tokens.admin })).status).toBe(404);
      const bad = await t.call('GET', `${P.user}?userId=abc`, { token: tokens.admin });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('userId');
    });
  });

  describe('SaveUsers', () => {
    it('adds a user with the input rules applied and a temporary password, returned once', async () => {
      const before = await countRows(t, 'audit_log');
      const res = await save(newUser({ IsActive: true }));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(M.saved);
      const { userId, temporaryPassword } = res.body.data;
      expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
      const detail = await t.call<SecurityUserDetail>('GET', `${P.user}?userId=${userId}`, {
        token: tokens.admin,
      });
      expect(detail.body.data.user[0]).toMatchObject({
        employeeNumber: 'E9001',
        employeeName: 'Ana Lucia Ortiz',
        userName: 'ana.ortiz@demo.local',
        securityGroupName: 'Administrator',
        isActive: true,
      });
      expect(detail.body.data.division.map((d) => d.divisionName)).toEqual([
        '110 - Site Work',
        '200 - Concrete Foundations',
      ]);
      const row = await t.db
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row.must_change_password).toBe(true);
      expect(row.password_hash).not.toContain(temporaryPassword as string);
      expect(await countRows(t, 'audit_log')).toBe(before + 1);
      const [audit] = await auditsOf(t, 'app_user', userId);
      expect(audit?.action).toBe('create');
      expect(JSON.stringify(audit?.after)).not.toContain(temporaryPassword as string);

      // Two temporary passwords are never the same preset.
      const other = await save(newUser({ userName: 'second.temp@demo.local' }));
      expect(other.body.data.temporaryPassword).not.toBe(temporaryPassword);
    });

    it('runs the checks in the spec order with its messages; nothing is written', async () => {
      const before = await countRows(t, 'app_user');
      const cases: [Record<string, unknown>, string][] = [
        [{ employeeNumber: '   ', employeeName: '' }, M.employeeIdRequired],
        [{ employeeName: ' ', securitygroupID: null }, M.employeeNameRequired],
        [{ employeeName: '\u200b\u200b', securitygroupID: null }, M.employeeNameRequired],
        [{ employeeNumber: '\u2060' }, M.employeeIdRequired],
        [{ securitygroupID: null, userName: '' }, M.groupRequired],
        [{ userName: ' ', password: 'a' }, M.userNameRequired],
        [{ password: 'abcdefgh', confirmPassword: 'abcdefgx', UserDivision: [] }, M.passwordMismatch],
        [{ password: 'abcdefgh', UserDivision: [] }, M.passwordMismatch],
        [{ password: 'short', confirmPassword: 'short' }, M.passwordTooShort],
        [{ UserDivision: [], UserGroup: [] }, M.divisionRequired],
        [
          {
            UserDivision: [{ DivisionName: ALL_DIVISIONS }, { DivisionName: '110 - Site Work' }],
            UserGroup: [],
          },
          M.divisionAllCombined,
        ],
        [{ UserGroup: [], userName: 'bad' }, M.deviceGroupRequired],
        [{ UserGroup: [{ DivisionId: 0 }, { DivisionId: 1 }], userName: 'bad' }, M.deviceGroupAllCombined],
        [{ userName: 'not-an-email' }, M.invalidEmail],
      ];
      for (const [over, message] of cases) {
        const res = await save(newUser(over));
        expect(res.status, message).toBe(400);
        expect(res.body).toEqual(failure(message));
      }
      expect(await countRows(t, 'app_user')).toBe(before);
    });

    it('names the field of a missing or mistyped property', async () => {
      const { UserGroup: _, ...noGroups } = newUser();
      expect((await save(noGroups)).body.message).toBe(M.deviceGroupRequired);
      const typed = await save(newUser({ securitygroupID: 'one' }));
      expect(typed.status).toBe(400);
      expect(typed.body.message).toContain('securitygroupID');
      expect((await save('not json')).status).toBe(400);
    });

    it('refuses an unknown group, unknown divisions and a user name already used', async () => {
      const fresh = { userName: 'fresh.name@demo.local' };
      expect((await save(newUser({ ...fresh, securitygroupID: 77 }))).body).toEqual(failure(M.unknownGroup));
      expect((await save(newUser({ ...fresh, UserDivision: [{ DivisionName: 'Atlantis' }] }))).body).toEqual(
        failure(M.unknownDivision('Atlantis')),
      );
      expect((await save(newUser({ ...fresh, UserGroup: [{ DivisionId: 99999 }] }))).body).toEqual(
        failure(M.unknownDeviceGroup(99999)),
      );
      const inactive = await t.db
        .insertInto('division')
        .values({ division_name: '990 - Closed Jobs', is_active: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(
        (await save(newUser({ ...fresh, UserDivision: [{ DivisionName: '990 - Closed Jobs' }] }))).body,
      ).toEqual(failure(M.unknownDivision('990 - Closed Jobs')));
      expect((await save(newUser({ ...fresh, UserGroup: [{ DivisionId: inactive.id }] }))).body).toEqual(
        failure(M.unknownDeviceGroup(inactive.id)),
      );
      const dup = await save(newUser({ userName: 'PM@demo.local' }));
      expect(dup.status).toBe(400);
      expect(dup.body.message).toBe(M.duplicateUserName);
    });

    it('updates a user: Updated successfully, password kept, access replaced, audited', async () => {
      const added = await save(newUser({ userName: 'edit.me@demo.local' }));
      const userId = added.body.data.userId;
      const hash = (
        await t.db
          .selectFrom('app_user')
          .select('password_hash')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).password_hash;
      const res = await save(
        newUser({
          userId,
          userName: 'edit.me@demo.local',
          employeeName: 'Edited Name',
          securitygroupID: SecurityGroupId.ReadOnly,
          UserDivision: [{ DivisionName: ALL_DIVISIONS }],
          UserGroup: [{ DivisionId: 3 }],
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Updated successfully');
      expect(res.body.data.temporaryPassword).toBeNull();
      const row = await t.db
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toBe(hash);
      expect(row.all_divisions).toBe(true);
      // Group 5: device groups are not kept.
      expect(
        await t.db
          .selectFrom('user_device_group')
          .select('division_id')
          .where('user_id', '=', userId)
          .execute(),
      ).toEqual([]);
      expect(
        await t.db.selectFrom('user_division').select('division_id').where('user_id', '=', userId).execute(),
      ).toEqual([]);
      const audits = await auditsOf(t, 'app_user', userId);
      expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
      expect(audits[1]?.before).toMatchObject({ role_id: 1, allDivisions: false });
      expect(audits[1]?.after).toMatchObject({ role_id: 5, allDivisions: true });
      expect((await save(newUser({ userId: 999999, userName: 'ghost@demo.local' }))).status).toBe(404);
    });

    it('lets only a SystemAdmin create or change a SystemAdmin', async () => {
      const asAdmin = await save(
        newUser({ userName: 'new.sa@demo.local', securitygroupID: SecurityGroupId.SystemAdmin }),
      );
      expect(asAdmin.status).toBe(403);
      expect(asAdmin.body.message).toBe(M.systemAdminOnly);
      const sysadminId = await userIdOf(t, 'sysadmin');
      const change = await save(newUser({ userId: sysadminId, userName: 'sysadmin@demo.local' }));
      expect(change.status).toBe(403);
      const asSa = await save(
        newUser({ userName: 'new.sa@demo.local', securitygroupID: SecurityGroupId.SystemAdmin }),
        tokens.sysadmin,
      );
      expect(asSa.status).toBe(200);

      // A password a SystemAdmin sets for another SystemAdmin ends that user's sessions and must be changed.
      const saId = asSa.body.data.userId;
      const saToken = await t.login('new.sa@demo.local', asSa.body.data.temporaryPassword as string);
      const reset = await save(
        newUser({
          userId: saId,
          userName: 'new.sa@demo.local',
          securitygroupID: SecurityGroupId.SystemAdmin,
          password: 'Reset#Pass-2026',
          confirmPassword: 'Reset#Pass-2026',
        }),
        tokens.sysadmin,
      );
      expect(reset.status).toBe(200);
      expect(reset.body.data.temporaryPassword).toBeNull();
      expect((await t.call('POST', list('active'), { body: listBody, token: saToken })).status).toBe(401);
      const again = await t.call<LoginResult>('POST', ApiPaths.account.login, {
        body: { UserName: 'new.sa@demo.local', Password: 'Reset#Pass-2026' },
      });
      expect(again.body.data.mustChangePassword).toBe(true);
    });

    it("refuses one's own password, which ChangePassword sets with the current one; the rest of one's record saves", async () => {
      const id = await createUser(t.db, { userName: 'self.edit@demo.local', password: 'Self#Edit-2026' });
      const here = await t.login('self.edit@demo.local', 'Self#Edit-2026');
      const elsewhere = await t.login('self.edit@demo.local', 'Self#Edit-2026');
      const own = { userId: id, userName: 'self.edit@demo.local' };
      const res = await save(
        newUser({ ...own, password: 'Self#Edit-2027', confirmPassword: 'Self#Edit-2027' }),
        here,
      );
      expect([res.status, res.body.message]).toEqual([400, M.ownPasswordElsewhere]);
      // Nothing changed: both sessions live on and the old password still signs in.
      expect((await t.call('POST', list('active'), { body: listBody, token: elsewhere })).status).toBe(200);
      expect((await t.login('self.edit@demo.local', 'Self#Edit-2026')).length).toBeGreaterThan(10);
      const renamed = await save(newUser({ ...own, employeeName: 'Self Edited' }), here);
      expect(renamed.status).toBe(200);
      expect((await t.call('POST', list('active'), { body: listBody, token: here })).status).toBe(200);
    });
  });

  describe('ActivateOrDeactivateUser', () => {
    it('deactivates with its sessions ended at once, refuses sign-in, then reactivates', async () => {
      const id = await createUser(t.db, { userName: 'leaver@demo.local', password: 'Leaver#123' });
      const token = await t.login('leaver@demo.local', 'Leaver#123');
      expect((await t.call('POST', list('active'), { body: listBody, token })).status).toBe(200);

      const off = await t.call('POST', `${P.activateOrDeactivate}?userId=${id}&status=deactivate`, {
        token: tokens.admin,
      });
      expect(off.status).toBe(200);
      expect(off.body.message).toBe(M.deactivated);
      expect((await t.call('POST', list('active'), { body: listBody, token })).status).toBe(401);
      const sessions = await t.db
        .selectFrom('user_session')
        .select('revoked_at')
        .where('user_id', '=', id)
        .execute();
      expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
      const login = await t.call('POST', ApiPaths.account.login, {
        body: { UserName: 'leaver@demo.local', Password: 'Leaver#123' },
      });
      expect(login.status).toBe(401);
      const inactive = await t.call<SecurityUser[]>('POST', list('inactive'), {
        body: { SearchText: [{ FieldName: 'userName', Value: 'leaver' }], Skip: 0, Take: 100 },
        token: tokens.admin,
      });
      expect(inactive.body.data.map((u) => u.userId)).toEqual([id]);

      const on = await t.call('POST', `${P.activateOrDeactivate}?userId=${id}&status=activate`, {
        token: tokens.admin,
      });
      expect(on.body.message).toBe(M.reactivated);
      expect((await t.login('leaver@demo.local', 'Leaver#123')).length).toBeGreaterThan(10);
      expect((await auditsOf(t, 'app_user', id)).map((a) => a.action)).toEqual(['deactivate', 'reactivate']);
    });

    it('refuses self-deactivation, a SystemAdmin for an Administrator, unknown users and bad queries', async () => {
      const adminId = await userIdOf(t, 'admin');
      const self = await t.call('POST', `${P.activateOrDeactivate}?userId=${adminId}&status=deactivate`, {
        token: tokens.admin,
      });
      expect(self.status).toBe(400);
      expect(self.body.message).toBe(M.selfDeactivate);
      const sa = await t.call(
        'POST',
        `${P.activateOrDeactivate}?userId=${await userIdOf(t, 'sysadmin')}&status=deactivate`,
        {
          token: tokens.admin,
        },
      );
      expect(sa.status).toBe(403);
      expect(
        (
          await t.call('POST', `${P.activateOrDeactivate}?userId=999999&status=activate`, {
            token: tokens.admin,
          })
        ).status,
      ).toBe(404);
      const bad = await t.call('POST', `${P.activateOrDeactivate}?userId=${adminId}&status=pause`, {
        token: tokens.admin,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('status');
    });
  });

  describe('temporary password flow', () => {
    it('signs in with the temporary password, is held to ChangePassword, then works', async () => {
      const added = await save(
        newUser({ userName: 'newbie@demo.local', securitygroupID: SecurityGroupId.Administrator }),
      );
      const temp = added.body.data.temporaryPassword as string;
      const login = await t.call<LoginResult>('POST', ApiPaths.account.login, {
        body: { UserName: 'newbie@demo.local', Password: temp },
      });
      expect(login.status).toBe(200);
      expect(login.body.data.mustChangePassword).toBe(true);
      const token = login.body.data.token;

      const held = await t.call('POST', list('active'), { body: listBody, token });
      expect(held.status).toBe(403);
      expect(held.body).toEqual(failure(PasswordMessages.mustChange));

      const path = ApiPaths.account.changePassword;
      expect(
        (await t.call('POST', path, { body: { NewPassword: 'short', ConfirmPassword: 'short' }, token })).body
          .message,
      ).toBe(PasswordMessages.tooShort);
      expect(
        (
          await t.call('POST', path, {
            body: { NewPassword: 'LongEnough-01', ConfirmPassword: 'LongEnough-02' },
            token,
          })
        ).body.message,
      ).toBe(PasswordMessages.mismatch);
      expect(
        (await t.call('POST', path, { body: { NewPassword: temp, ConfirmPassword: temp }, token })).body
          .message,
      ).toBe(PasswordMessages.sameAsTemporary);
      expect((await t.call('POST', path, { body: { NewPassword: 'x' }, token })).body.message).toBe(
        PasswordMessages.confirmRequired,
      );
      expect(
        (
          await t.call('POST', path, {
            body: { NewPassword: 'Brand#New-2026', ConfirmPassword: 'Brand#New-2026' },
          })
        ).status,
      ).toBe(401);

      const changed = await t.call('POST', path, {
        body: { NewPassword: 'Brand#New-2026', ConfirmPassword: 'Brand#New-2026' },
        token,
      });
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe(PasswordMessages.changed);
      expect((await t.call('POST', list('active'), { body: listBody, token })).status).toBe(200);
      expect(
        (
          await t.call('POST', ApiPaths.account.login, {
            body: { UserName: 'newbie@demo.local', Password: temp },
          })
        ).status,
      ).toBe(401);
      const again = await t.call<LoginResult>('POST', ApiPaths.account.login, {
        body: { UserName: 'newbie@demo.local', Password: 'Brand#New-2026' },
      });
      expect(again.body.data.mustChangePassword).toBe(false);
      const audits = await auditsOf(t, 'app_user', added.body.data.userId);
      expect(audits.map((a) => a.action)).toEqual(['create', 'change-password']);
    });

    it('lets a held session sign out', async () => {
      const added = await save(newUser({ userName: 'quitter@demo.local' }));
      const token = await t.login('quitter@demo.local', added.body.data.temporaryPassword as string);
      expect((await t.call('POST', ApiPaths.account.logout, { body: {}, token })).status).toBe(200);
    });
  });
});

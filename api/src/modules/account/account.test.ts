import { randomBytes, scryptSync } from 'node:crypto';
import { ApiPaths, DEFAULT_ROLE_CLAIMS, type LoginResult, Messages, SecurityGroupId } from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { failure } from '../../testing/api-checks.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';

const login = ApiPaths.account.login;
const from = (address: string) => ({ 'x-forwarded-for': address });

/** A hash as stored before the OWASP setting (scrypt N=2^15, r=8, p=1), in the same `scrypt$N$r$p$salt$hash` form. */
async function legacyHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describeEachDatabase('sign-in and sessions', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind, passwordHashing: 'production' });
  });
  afterAll(() => t?.close());

  it('signs in with the role claims from the tables, whatever the user name case', async () => {
    const res = await t.call<LoginResult>('POST', login, {
      body: { UserName: 'PM@Demo.Local', Password: DEMO_PASSWORD },
      headers: from('10.0.0.1'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: Messages.login.success, totalCount: 0 });
    const data = res.body.data;
    expect(data).toMatchObject({
      isLoginSuccess: true,
      userName: 'pm@demo.local',
      roleId: SecurityGroupId.ProjectManager,
      roleName: 'Project Manager',
      firstName: 'Priya',
      fullName: 'Priya Natarajan',
      email: 'pm@demo.local',
    });
    expect(data.token.split('.')).toHaveLength(3);
    expect([...data.claimValue].sort()).toEqual(
      [...DEFAULT_ROLE_CLAIMS[SecurityGroupId.ProjectManager]].sort(),
    );
  });

  it.each([
    ['a wrong password', 'readonly@demo.local', 'nope'],
    ['an unknown user', 'nobody@demo.local', DEMO_PASSWORD],
  ])('refuses %s with the one message', async (_, userName, password) => {
    const res = await t.call('POST', login, {
      body: { UserName: userName, Password: password },
      headers: from('10.0.0.2'),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(failure(Messages.login.invalid));
  });

  it('refuses an inactive user with the same message', async () => {
    await createUser(t.db, {
      userName: 'gone@demo.local',
      password: 'Secret#1234',
      isActive: false,
      passwordHashing: 'production',
    });
    const res = await t.call('POST', login, {
      body: { UserName: 'gone@demo.local', Password: 'Secret#1234' },
      headers: from('10.0.0.3'),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(Messages.login.invalid);
  });

  it.each([
    [{ UserName: '', Password: 'x' }, Messages.login.userNameRequired],
    [{ UserName: '   ', Password: 'x' }, Messages.login.userNameRequired],
    [{ Password: 'x' }, Messages.login.userNameRequired],
    [{ UserName: 'a@b.c', Password: '' }, Messages.login.passwordRequired],
    [{ UserName: 'a@b.c' }, Messages.login.passwordRequired],
    [{ UserName: 5, Password: 'x' }, 'UserName must be a string'],
    [{ UserName: 'x'.repeat(300), Password: 'x' }, 'UserName must be at most 256 characters'],
    ['[]', 'The request body must be a JSON object'],
  ])('answers 400 for a bad body %j', async (body, message) => {
    const res = await t.call('POST', login, { body, headers: from('10.0.0.4') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failure(message));
  });

  it('rehashes a password stored with older parameters at the next successful sign-in', async () => {
    const id = await createUser(t.db, {
      userName: 'oldhash@demo.local',
      password: 'Old#Hash-2026',
      passwordHashing: 'production',
    });
    const old = await legacyHash('Old#Hash-2026');
    await t.db.updateTable('app_user').set({ password_hash: old }).where('id', '=', id).execute();
    const storedHash = async () =>
      (
        await t.db
          .selectFrom('app_user')
          .select('password_hash')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).password_hash;

    const wrong = { UserName: 'oldhash@demo.local', Password: 'Old#Hash-2027' };
    expect((await t.call('POST', login, { body: wrong, headers: from('10.0.0.5') })).status).toBe(401);
    expect(await storedHash()).toBe(old);

    const right = { UserName: 'oldhash@demo.local', Password: 'Old#Hash-2026' };
    expect((await t.call('POST', login, { body: right, headers: from('10.0.0.5') })).status).toBe(200);
    const now = await storedHash();
    expect(now.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword('Old#Hash-2026', now)).toBe(true);
    expect((await t.call('POST', login, { body: right, headers: from('10.0.0.5') })).status).toBe(200);
  });

  it('ends the session on logout: the token stops working at once', async () => {
    const token = await t.login('contribute@demo.local');
    const list = { body: { SearchText: [], Skip: 0, Take: 10 }, token };
    expect((await t.call('POST', ApiPaths.materialList.list, list)).status).toBe(200);
    const out = await t.call('POST', ApiPaths.account.logout, { body: {}, token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: Messages.login.loggedOut, data: null, totalCount: 0 });
    const after = await t.call('POST', ApiPaths.materialList.list, list);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(failure(Messages.login.sessionExpired));
    const session = await t.db
      .selectFrom('user_session')
      .select('revoked_at')
      .where('revoked_at', 'is not', null)
      .execute();
    expect(session.length).toBeGreaterThan(0);
  });

  it('ends every session of a user who is deactivated', async () => {
    const id = await createUser(t.db, {
      userName: 'leaver@demo.local',
      password: 'Leaver#1234',
      passwordHashing: 'production',
    });
    const token = await t.login('leaver@demo.local', 'Leaver#1234');
    const list = { body: { Skip: 0, Take: 10 }, token };
    expect((await t.call('POST', ApiPaths.materialList.list, list)).status).toBe(200);
    await t.db.updateTable('app_user').set({ is_active: false }).where('id', '=', id).execute();
    expect((await t.call('POST', ApiPaths.materialList.list, list)).status).toBe(401);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwianRpIjoieCJ9.c2lnbmF0dXJl'],
  ])('answers 401 with %s', async (_, token) => {
    const res = await t.call('POST', ApiPaths.materialList.list, { body: { Skip: 0, Take: 10 }, token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(Messages.login.sessionExpired);
  });

  it('answers 401 for a well-signed token whose session does not exist or has expired', async () => {
    const unknown = t.app.jwt.sign({ sub: '1' }, { jti: 'no-such-session', expiresIn: 60 });
    expect(
      (await t.call('POST', ApiPaths.materialList.list, { body: { Skip: 0, Take: 1 }, token: unknown }))
        .status,
    ).toBe(401);

    const token = await t.login('readonly@demo.local');
    const { jti } = t.app.jwt.decode<{ jti: string }>(token) ?? { jti: '' };
    await t.db
      .updateTable('user_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', jti)
      .execute();
    expect(
      (await t.call('POST', ApiPaths.materialList.list, { body: { Skip: 0, Take: 1 }, token })).status,
    ).toBe(401);
  });

  it('answers 401 on logout without a session', async () => {
    const res = await t.call('POST', ApiPaths.account.logout, { body: {} });
    expect(res.status).toBe(401);
  });
});

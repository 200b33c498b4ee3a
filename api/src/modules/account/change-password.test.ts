import { ApiPaths, type LoginResult, Messages, PasswordMessages } from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../auth/login-limit.ts';
import { auditsOf, failure } from '../../testing/api-checks.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';

const change = ApiPaths.account.changePassword;
/** Any call a signed-in user may make, to tell whether a token still works. */
const list = ApiPaths.materialList.list;
const listBody = { Skip: 0, Take: 1 };

describeEachDatabase("changing one's password", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind, passwordHashing: 'production' });
  });
  afterAll(() => t?.close());

  const signIn = (userName: string, password: string, address = '10.30.0.1') =>
    t.call<LoginResult>('POST', ApiPaths.account.login, {
      body: { UserName: userName, Password: password },
      headers: { 'x-forwarded-for': address },
    });
  const changeWith = (token: string, body: object, address = '10.30.0.1') =>
    t.call('POST', change, { body, token, headers: { 'x-forwarded-for': address } });
  const passwordHash = async (id: number) =>
    (await t.db.selectFrom('app_user').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .password_hash;

  it('needs the current password, and refuses a wrong one with a message', async () => {
    const id = await createUser(t.db, {
      userName: 'cp1@demo.local',
      password: 'Current#Pass-1',
      passwordHashing: 'production',
    });
    const token = await t.login('cp1@demo.local', 'Current#Pass-1');
    const hash = await passwordHash(id);
    const next = { NewPassword: 'Chosen#Pass-2026', ConfirmPassword: 'Chosen#Pass-2026' };

    const missing = await changeWith(token, next);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(failure(PasswordMessages.currentRequired));
    const blank = await changeWith(token, { ...next, CurrentPassword: '  ' });
    expect(blank.body).toEqual(failure(PasswordMessages.currentRequired));
    const wrong = await changeWith(token, { ...next, CurrentPassword: 'Current#Pass-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(failure(PasswordMessages.currentWrong));
    const short = await changeWith(token, {
      CurrentPassword: 'Current#Pass-1',
      NewPassword: 'Eleven#char',
      ConfirmPassword: 'Eleven#char',
    });
    expect(short.body).toEqual(failure(PasswordMessages.tooShort));

    expect(await passwordHash(id)).toBe(hash);
    // The session is still good after the refusals.
    expect((await t.call('POST', list, { body: listBody, token })).status).toBe(200);
  });

  it('ends every other session of the user, keeps this one, and audits it', async () => {
    const id = await createUser(t.db, {
      userName: 'cp2@demo.local',
      password: 'Current#Pass-1',
      passwordHashing: 'production',
    });
    const here = await t.login('cp2@demo.local', 'Current#Pass-1');
    const elsewhere = await t.login('cp2@demo.local', 'Current#Pass-1');
    const someoneElse = await t.login('readonly@demo.local');

    const res = await changeWith(here, {
      CurrentPassword: 'Current#Pass-1',
      NewPassword: 'Chosen#Pass-2026',
      ConfirmPassword: 'Chosen#Pass-2026',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PasswordMessages.changed);

    expect((await t.call('POST', list, { body: listBody, token: here })).status).toBe(200);
    const ended = await t.call('POST', list, { body: listBody, token: elsewhere });
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe(Messages.login.sessionExpired);
    expect((await t.call('POST', list, { body: listBody, token: someoneElse })).status).toBe(200);

    expect((await signIn('cp2@demo.local', 'Current#Pass-1')).status).toBe(401);
    expect((await signIn('cp2@demo.local', 'Chosen#Pass-2026')).status).toBe(200);
    const audits = await auditsOf(t, 'app_user', id);
    expect(audits.at(-1)).toMatchObject({
      action: 'change-password',
      user_id: id,
      after: { passwordChanged: true, otherSessionsEnded: 1 },
    });
    expect(JSON.stringify(audits)).not.toContain('Chosen#Pass');
  });

  it('counts wrong current passwords against the sign-in limits of the address', async () => {
    await createUser(t.db, {
      userName: 'cp3@demo.local',
      password: 'Current#Pass-1',
      passwordHashing: 'production',
    });
    const token = await t.login('cp3@demo.local', 'Current#Pass-1');
    const next = { NewPassword: 'Chosen#Pass-2026', ConfirmPassword: 'Chosen#Pass-2026' };
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perPair.failures; i++) {
      const res = await changeWith(token, { ...next, CurrentPassword: `guess-${i}` }, '10.30.0.3');
      expect(res.body.message).toBe(PasswordMessages.currentWrong);
    }
    const held = await changeWith(token, { ...next, CurrentPassword: 'Current#Pass-1' }, '10.30.0.3');
    expect(held.status).toBe(429);
    expect(held.body).toEqual(failure(Messages.login.tooManyAttempts));
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('needs no current password in the step after signing in with a temporary one', async () => {
    const id = await createUser(t.db, {
      userName: 'cp4@demo.local',
      password: 'Temporary#Pass-1',
      passwordHashing: 'production',
    });
    await t.db.updateTable('app_user').set({ must_change_password: true }).where('id', '=', id).execute();
    const token = await t.login('cp4@demo.local', 'Temporary#Pass-1');
    const res = await changeWith(token, {
      NewPassword: 'Chosen#Pass-2026',
      ConfirmPassword: 'Chosen#Pass-2026',
    });
    expect(res.status).toBe(200);
    expect((await t.call('POST', list, { body: listBody, token })).status).toBe(200);
    // From then on, a change needs the current password again.
    const again = await changeWith(token, {
      NewPassword: 'Another#Pass-2026',
      ConfirmPassword: 'Another#Pass-2026',
    });
    expect(again.body).toEqual(failure(PasswordMessages.currentRequired));
  });
});

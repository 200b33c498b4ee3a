import {
  ApiPaths,
  type ConsoleConfig,
  type LoginResult,
  Messages,
  PasswordMessages,
  SsoResponse,
} from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../../../auth/login-limit.ts';
import { freePort } from '../../../testing/api-process.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import {
  type ProviderAccount,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../testing/oidc-provider.ts';
import { SsoBrowser } from '../../../testing/sso-browser.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createUser } from '../../../testing/users.ts';
import { FLOW_LIMITS, FLOW_SECONDS } from './flow-store.ts';
import { SSO_CODE_SECONDS } from './sign-in-codes.ts';

const ACCOUNTS: ProviderAccount[] = [
  { email: 'pm@demo.local', emailVerified: true },
  { email: 'PM.Mixed@Demo.Local', emailVerified: true },
  { email: 'stranger@demo.local', emailVerified: true },
  { email: 'gone@demo.local', emailVerified: true },
  { email: 'unverified@demo.local', emailVerified: false },
  { email: 'limited@demo.local', emailVerified: false },
  { email: 'temporary@demo.local', emailVerified: true },
  // A provider that lets a user put any text in their e-mail: NUL, and a line break.
  { email: 'nul\u0000@demo.local', emailVerified: true },
  { email: 'pm@demo.local\r\nx', emailVerified: true },
];
/** Three refusals of one account from one address, then the pair waits (sign-in limits). */
const LIMITS: LoginLimits = { ...DEFAULT_LOGIN_LIMITS, perPair: { failures: 3, windowSeconds: 900 } };

describeEachDatabase('single sign-on', (kind) => {
  let idp: TestOidcProvider;
  let t: TestApp;
  let callbackUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    callbackUrl = `http://127.0.0.1:${port}${ApiPaths.account.loginSsoCheck}`;
    idp = await startOidcProvider({ redirectUrl: callbackUrl, accounts: ACCOUNTS });
    t = await startTestApp({ database: kind, loginLimits: LIMITS, config: { port, sso: idp.settings } });
    await createUser(t.db, { userName: 'gone@demo.local', password: 'Gone#2026-pass', isActive: false });
    await createUser(t.db, { userName: 'unverified@demo.local', password: 'Unverified#2026-pass' });
    await createUser(t.db, { userName: 'limited@demo.local', password: 'Limited#2026-pass' });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** A browser at its own client address, so the limits of one test do not reach another. */
  const browserAt = (address: string) => new SsoBrowser({ [t.baseUrl]: { 'x-forwarded-for': address } });

  /** The console's start: the provider's authorization URL it redirects to. */
  async function start(browser: SsoBrowser): Promise<URL> {
    const { status, location } = await browser.request(t.baseUrl + ApiPaths.account.loginSso);
    expect(status).toBe(302);
    if (!location) throw new Error('no redirect');
    return location;
  }

  /** Signs `email` in on the provider's login form; gives the provider's redirect to the callback. */
  async function signInAtProvider(browser: SsoBrowser, authorizationUrl: URL, email: string): Promise<URL> {
    const loginPage = await browser.followUntil(authorizationUrl, (u) =>
      u.pathname.startsWith('/interaction/'),
    );
    expect((await (await browser.request(loginPage)).response.text()).includes('name="email"')).toBe(true);
    const submitted = await browser.request(`${loginPage.href}/login`, { method: 'POST', form: { email } });
    if (!submitted.location) throw new Error(`the provider's login answered ${submitted.status}`);
    return browser.followUntil(submitted.location, (u) => u.href.startsWith(callbackUrl));
  }

  /** The browser each landing's code was given to: its exchange goes from there, with its cookie. */
  const landingBrowsers = new Map<string, SsoBrowser>();

  /** The callback's redirect to /LoginLanding, as its query. */
  async function finish(browser: SsoBrowser, callback: URL): Promise<URLSearchParams> {
    const { status, location } = await browser.request(callback);
    expect(status).toBe(302);
    expect(location?.pathname).toBe('/LoginLanding');
    const code = location?.searchParams.get('code');
    if (code) landingBrowsers.set(code, browser);
    return location?.searchParams ?? new URLSearchParams();
  }

  async function signIn(email: string, address: string): Promise<URLSearchParams> {
    const browser = browserAt(address);
    return finish(browser, await signInAtProvider(browser, await start(browser), email));
  }

  /** The landing's exchange, from the browser the code was given to unless another is named. */
  async function exchange(userName: string, code: string, browser = landingBrowsers.get(code)) {
    const { status, response } = await (browser ?? new SsoBrowser()).request(
      t.baseUrl + ApiPaths.account.getUserLoginToken,
      { method: 'POST', json: { UserName: userName, Code: code } },
    );
    const body = (await response.json()) as { success: boolean; message: string; data: LoginResult };
    return { status, body, setCookie: response.headers.getSetCookie() };
  }

  const attempts = (userName: string) =>
    t.db
      .selectFrom('login_attempt')
      .select(['succeeded', 'client_address'])
      .where('user_name', '=', userName)
      .execute();

  it('signs in a verified e-mail of an active user: one-time code, then the session, audited and counted', async () => {
    const browser = browserAt('10.20.0.1');
    const authorization = await start(browser);
    // PKCE with S256, state and nonce on the way out.
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('redirect_uri')).toBe(callbackUrl);

    const landing = await finish(browser, await signInAtProvider(browser, authorization, 'pm@demo.local'));
    expect(landing.get('response')).toBeNull();
    expect(landing.get('userName')).toBe('pm@demo.local');
    const code = landing.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{43}$/);
    // Only the code's hash is kept.
    const stored = await t.db.selectFrom('sso_sign_in_code').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const res = await exchange('pm@demo.local', code);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(Messages.login.success);
    expect(res.body.data).toMatchObject({
      isLoginSuccess: true,
      userName: 'pm@demo.local',
      roleName: 'Project Manager',
    });
    const me = await t.call('POST', ApiPaths.account.logout, { body: {}, token: res.body.data.token });
    expect(me.status).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'sign-in')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ method: 'sso' });
    expect(await attempts('pm@demo.local')).toContainEqual({ succeeded: true, client_address: '10.20.0.1' });
  });

  it('does not hold a single sign-on to the temporary-password step: the provider proved the user', async () => {
    const password = 'Temporary#2026-pass';
    const id = await createUser(t.db, { userName: 'temporary@demo.local', password });
    await t.db.updateTable('app_user').set({ must_change_password: true }).where('id', '=', id).execute();
    const landing = await signIn('temporary@demo.local', '10.20.0.9');
    const sso = await exchange('temporary@demo.local', landing.get('code') ?? '');
    expect(sso.body.data.mustChangePassword).toBe(false);
    const token = sso.body.data.token;
    expect((await t.call('GET', ApiPaths.security.addUserDetails, { token })).status).toBe(200);

    // A sign-in with the temporary password itself is still held to the step.
    const byPassword = await t.call<LoginResult>('POST', ApiPaths.account.login, {
      body: { UserName: 'temporary@demo.local', Password: password },
    });
    expect(byPassword.body.data.mustChangePassword).toBe(true);
    const held = await t.call('GET', ApiPaths.security.addUserDetails, { token: byPassword.body.data.token });
    expect([held.status, held.body.message]).toEqual([403, PasswordMessages.mustChange]);

    // The single sign-on changes the password like any session: with the current one.
    const next = { NewPassword: 'Chosen#2026-pass', ConfirmPassword: 'Chosen#2026-pass' };
    const bare = await t.call('POST', ApiPaths.account.changePassword, { token, body: next });
    expect([bare.status, bare.body.message]).toEqual([400, PasswordMessages.currentRequired]);
    const changed = await t.call('POST', ApiPaths.account.changePassword, {
      token,
      body: { ...next, CurrentPassword: password },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', ApiPaths.security.addUserDetails, { token })).status).toBe(200);
  });

  it('matches the e-mail to the user name whatever its case', async () => {
    await createUser(t.db, { userName: 'pm.mixed@demo.local', password: 'Mixed#2026-pass' });
    const landing = await signIn('PM.Mixed@Demo.Local', '10.20.0.2');
    expect(landing.get('userName')).toBe('pm.mixed@demo.local');
    expect((await exchange('PM.MIXED@demo.local', landing.get('code') ?? '')).status).toBe(200);
  });

  it('spends a code once: a replay is refused, even after the first one succeeded', async () => {
    const landing = await signIn('pm@demo.local', '10.20.0.3');
    const code = landing.get('code') ?? '';
    expect((await exchange('pm@demo.local', code)).status).toBe(200);
    const replay = await exchange('pm@demo.local', code);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, message: Messages.sso.codeRefused, data: null });
  });

  it('exchanges a code only in the browser the callback answered: a landing link works nowhere else', async () => {
    const browser = browserAt('10.20.0.11');
    const { status, location, response } = await browser.request(
      await signInAtProvider(browser, await start(browser), 'pm@demo.local'),
    );
    expect([status, location?.pathname]).toEqual([302, '/LoginLanding']);
    const landingCookie = response.headers.getSetCookie().find((c) => c.startsWith('tac_sso_landing='));
    expect(landingCookie).toMatch(
      /Path=\/api\/Account\/GetUserLoginToken; Max-Age=60; HttpOnly; SameSite=Lax/,
    );
    const code = location?.searchParams.get('code') ?? '';
    // The attacker's link opened in the victim's browser: no landing cookie there, nothing signed in.
    const victim = await exchange('pm@demo.local', code, browserAt('10.20.0.12'));
    expect([victim.status, victim.body.message]).toEqual([401, Messages.sso.codeRefused]);
    // Nor with another browser's landing cookie.
    const other = browserAt('10.20.0.13');
    const otherCode =
      (await finish(other, await signInAtProvider(other, await start(other), 'pm@demo.local'))).get('code') ??
      '';
    expect((await exchange('pm@demo.local', code, other)).status).toBe(401);
    expect((await exchange('pm@demo.local', otherCode, other)).status).toBe(200);
    // The browser that started the flow still signs in, and its landing cookie is cleared.
    const own = await exchange('pm@demo.local', code, browser);
    expect(own.status).toBe(200);
    expect(own.setCookie.some((c) => /^tac_sso_landing=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('lets two racing exchanges of one code open one session', async () => {
    const code = (await signIn('pm@demo.local', '10.20.0.4')).get('code') ?? '';
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange('pm@demo.local', code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('refuses a code shown with another user name, and spends it', async () => {
    const code = (await signIn('pm@demo.local', '10.20.0.5')).get('code') ?? '';
    expect((await exchange('admin@demo.local', code)).status).toBe(401);
    expect((await exchange('pm@demo.local', code)).status).toBe(401);
  });

  it(`keeps a code for ${SSO_CODE_SECONDS} s by the database's clock, not a second more`, async () => {
    // The clock is moved by issuing the code earlier: its issue time is set back, as if time passed.
    const age = async (code: string, seconds: number) => {
      await t.db
        .updateTable('sso_sign_in_code')
        .set({ issued_at: sql`now() - make_interval(secs => ${seconds})` })
        .where('used_at', 'is', null)
        .execute();
      return code;
    };
    const fresh = await age(
      (await signIn('pm@demo.local', '10.20.0.6')).get('code') ?? '',
      SSO_CODE_SECONDS - 2,
    );
    expect((await exchange('pm@demo.local', fresh)).status).toBe(200);
    const old = await age(
      (await signIn('pm@demo.local', '10.20.0.6')).get('code') ?? '',
      SSO_CODE_SECONDS + 1,
    );
    const res = await exchange('pm@demo.local', old);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(Messages.sso.codeRefused);
  });

  it('refuses a callback whose state is not the one its start kept', async () => {
    const browser = browserAt('10.20.0.7');
    const callback = await signInAtProvider(browser, await start(browser), 'pm@demo.local');
    callback.searchParams.set('state', 'forged-state');
    expect((await finish(browser, callback)).get('response')).toBe(SsoResponse.failed);
  });

  it('refuses a callback in a browser that did not start the flow, and a replayed callback', async () => {
    const browser = browserAt('10.20.0.8');
    const callback = await signInAtProvider(browser, await start(browser), 'pm@demo.local');
    // Another browser (no flow cookie) cannot finish it: the login CSRF a stolen callback URL allows.
    expect((await finish(browserAt('10.20.0.8'), callback)).get('response')).toBe(SsoResponse.failed);
    const browser2 = browserAt('10.20.0.8');
    const callback2 = await signInAtProvider(browser2, await start(browser2), 'pm@demo.local');
    expect((await finish(browser2, callback2)).get('code')).toBeTruthy();
    // The flow is spent by its callback; the same callback again (cookie still there) finds nothing.
    const replay = await browser2.request(callback2, {});
    expect(replay.location?.searchParams.get('response')).toBe(SsoResponse.failed);
  });

  it("refuses an ID token whose nonce is not the start's", async () => {
    const browser = browserAt('10.20.0.9');
    const authorization = await start(browser);
    await t.db
      .updateTable('sso_flow')
      .set({ nonce: 'another-nonce' })
      .where('state', '=', authorization.searchParams.get('state') ?? '')
      .execute();
    const callback = await signInAtProvider(browser, authorization, 'pm@demo.local');
    expect((await finish(browser, callback)).get('response')).toBe(SsoResponse.failed);
  });

  it('redeems the provider code only with the PKCE verifier of its start (the provider requires PKCE)', async () => {
    const browser = browserAt('10.20.0.10');
    const authorization = await start(browser);
    await t.db
      .updateTable('sso_flow')
      .set({ code_verifier: 'x'.repeat(43) })
      .where('state', '=', authorization.searchParams.get('state') ?? '')
      .execute();
    const callback = await signInAtProvider(browser, authorization, 'pm@demo.local');
    expect((await finish(browser, callback)).get('response')).toBe(SsoResponse.failed);
    // And the provider refuses an authorization request without PKCE at all.
    const withoutPkce = new URL(authorization);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const refused = await new SsoBrowser().request(withoutPkce);
    expect(refused.location?.searchParams.get('error')).toBe('invalid_request');
  });

  it.each([
    ['an e-mail no user has', 'stranger@demo.local', SsoResponse.userNotFound],
    ['an inactive user', 'gone@demo.local', SsoResponse.userNotFound],
    ['an e-mail the provider has not verified', 'unverified@demo.local', SsoResponse.emailNotVerified],
  ])('refuses %s, counted as a failed sign-in', async (_, email, response) => {
    const landing = await signIn(email, '10.20.1.1');
    expect(landing.get('response')).toBe(response);
    expect(landing.get('code')).toBeNull();
    expect(await attempts(email)).toEqual([{ succeeded: false, client_address: '10.20.1.1' }]);
  });

  it('holds an account back after its refused SSO sign-ins like after wrong passwords', async () => {
    for (let i = 0; i < LIMITS.perPair.failures; i++) {
      expect((await signIn('limited@demo.local', '10.20.2.1')).get('response')).toBe(
        SsoResponse.emailNotVerified,
      );
    }
    expect((await signIn('limited@demo.local', '10.20.2.1')).get('response')).toBe(
      SsoResponse.tooManyAttempts,
    );
    // The password sign-in of that account from that address waits too: one count for both ways in.
    const password = await t.call('POST', ApiPaths.account.login, {
      body: { UserName: 'limited@demo.local', Password: 'Limited#2026-pass' },
      headers: { 'x-forwarded-for': '10.20.2.1' },
    });
    expect(password.status).toBe(429);
  });

  it.each([
    ['NUL', 'nul\u0000@demo.local'],
    ['a line break', 'pm@demo.local\r\nx'],
  ])('refuses a provider e-mail holding %s cleanly: no 500, nothing looked up', async (_, email) => {
    const landing = await signIn(email, '10.20.4.1');
    expect([landing.get('response'), landing.get('code')]).toEqual([SsoResponse.failed, null]);
    // A healthy sign-in still follows from the same address.
    expect((await signIn('pm@demo.local', '10.20.4.1')).get('code')).toBeTruthy();
  });

  it(`limits unfinished starts to ${FLOW_LIMITS.perAddress} per address and expires them after ${FLOW_SECONDS} s`, async () => {
    const address = '10.20.5.1';
    const startFrom = (from: string) => browserAt(from).request(t.baseUrl + ApiPaths.account.loginSso);
    const live = async (from: string) =>
      Number(
        (
          await t.db
            .selectFrom('sso_flow')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('client_address', '=', from)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Started in parallel: the count is kept under a lock, so no two starts both take the last place.
    const answers = await Promise.all(
      Array.from({ length: FLOW_LIMITS.perAddress + 10 }, () => startFrom(address)),
    );
    const toProvider = answers.filter((a) => a.location?.origin === idp.issuer).length;
    const refused = answers.filter(
      (a) => a.location?.searchParams.get('response') === SsoResponse.tooManyAttempts,
    ).length;
    expect([toProvider, refused]).toEqual([FLOW_LIMITS.perAddress, 10]);
    expect(await live(address)).toBe(FLOW_LIMITS.perAddress);
    expect(answers.find((a) => a.location?.origin !== idp.issuer)?.location?.pathname).toBe('/LoginLanding');
    // Another address is not held back by this one.
    expect((await startFrom('10.20.5.2')).location?.origin).toBe(idp.issuer);
    // Past FLOW_SECONDS the starts are gone, and the address may start again.
    await t.db
      .updateTable('sso_flow')
      .set({ created_at: sql`now() - make_interval(secs => ${FLOW_SECONDS + 1})` })
      .where('client_address', '=', address)
      .execute();
    expect((await startFrom(address)).location?.origin).toBe(idp.issuer);
    expect(await live(address)).toBe(1);
  });

  it('refuses a provider error answer (the user cancelled)', async () => {
    const browser = browserAt('10.20.3.1');
    const authorization = await start(browser);
    const callback = new URL(callbackUrl);
    callback.search = new URLSearchParams({
      error: 'access_denied',
      state: authorization.searchParams.get('state') ?? '',
      iss: idp.issuer,
    }).toString();
    expect((await finish(browser, callback)).get('response')).toBe(SsoResponse.failed);
  });
});

describe('password sign-in turned off for all but SystemAdmin', () => {
  let idp: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    const redirectUrl = `http://127.0.0.1:${port}${ApiPaths.account.loginSsoCheck}`;
    idp = await startOidcProvider({ redirectUrl, accounts: ACCOUNTS });
    t = await startTestApp({ config: { port, sso: idp.settings, passwordSignIn: 'admin-only' } });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const passwordSignIn = (userName: string, password: string) =>
    t.call('POST', ApiPaths.account.login, {
      body: { UserName: userName, Password: password },
      headers: { 'x-forwarded-for': '10.30.0.1' },
    });

  it('tells the sign-in page to show single sign-on alone', async () => {
    const res = await t.call<ConsoleConfig>('GET', ApiPaths.config);
    expect(res.body.data).toMatchObject({ ssoEnabled: true, passwordSignIn: 'admin-only' });
  });

  it('refuses anyone else with the same answer whatever the password: no password oracle', async () => {
    const { DEMO_PASSWORD } = await import('../../../seed/demo.ts');
    for (const password of [DEMO_PASSWORD, 'not-it']) {
      const refused = await passwordSignIn('admin@demo.local', password);
      expect([refused.status, refused.body.message], password).toEqual([
        403,
        Messages.login.passwordSignInOff,
      ]);
      expect(refused.body.success).toBe(false);
    }
    // A SystemAdmin's wrong password and an unknown name are refused as with password sign-in on.
    for (const userName of ['sysadmin@demo.local', 'nobody@demo.local']) {
      const wrong = await passwordSignIn(userName, 'not-it');
      expect([wrong.status, wrong.body.message], userName).toEqual([401, Messages.login.invalid]);
    }
  });

  it('still signs a SystemAdmin in with a password (/Admin)', async () => {
    const { DEMO_PASSWORD } = await import('../../../seed/demo.ts');
    const res = await passwordSignIn('sysadmin@demo.local', DEMO_PASSWORD);
    expect(res.status).toBe(200);
  });
});

describe('single sign-on not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers 404 to its calls', async () => {
    const startAnswer = await fetch(t.baseUrl + ApiPaths.account.loginSso, { redirect: 'manual' });
    expect(startAnswer.status).toBe(404);
    const res = await t.call('POST', ApiPaths.account.getUserLoginToken, {
      body: { UserName: 'a@b.c', Code: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(Messages.sso.notConfigured);
  });
});

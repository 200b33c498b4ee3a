import { randomBytes } from 'node:crypto';
import {
  ApiPaths,
  type ConsoleConfig,
  type LoginResult,
  Messages,
  PasswordMessages,
  SecurityGroupId,
  SsoResponse,
} from '@tac/contracts';
import { EncryptJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../../../auth/login-limit.ts';
import { DEMO_PASSWORD } from '../../../seed/demo.ts';
import { failure } from '../../../testing/api-checks.ts';
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
import { FLOW_SECONDS, FlowSeal } from './flow-seal.ts';
import type { FlowChecks } from './provider-client.ts';
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
/** The cookie that carries an SSO start's sealed checks from the start to its callback. */
const FLOW_COOKIE = 'tac_sso_flow';
/**
 * A password hash's cost for the admin-only sign-in's timing: a few tens of milliseconds, well above
 * a request's other work, a fraction of production's.
 */
const TIMED_HASH_COST = { N: 2 ** 14, r: 8, p: 1 };
/** Three refusals of one account from one address, then the pair waits (sign-in limits). */
const LIMITS: LoginLimits = { ...DEFAULT_LOGIN_LIMITS, perPair: { failures: 3, windowSeconds: 900 } };

describeEachDatabase('single sign-on', (kind) => {
  let idp: TestOidcProvider;
  let t: TestApp;
  let callbackUrl: string;
  /** The console's seal of SSO starts (same database, same key), to alter what a start sealed. */
  let flowSeal: FlowSeal;

  beforeAll(async () => {
    const port = await freePort();
    callbackUrl = `http://127.0.0.1:${port}${ApiPaths.account.loginSsoCheck}`;
    idp = await startOidcProvider({ redirectUrl: callbackUrl, accounts: ACCOUNTS });
    t = await startTestApp({ database: kind, loginLimits: LIMITS, config: { port, sso: idp.settings } });
    flowSeal = new FlowSeal(t.db);
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

  /** Puts another start in the browser's cookie: its own, with `change` made to the checks it sealed. */
  async function alterStart(browser: SsoBrowser, change: Partial<FlowChecks>): Promise<void> {
    const flow = await flowSeal.open(browser.cookie(t.baseUrl, FLOW_COOKIE) ?? '');
    if (!flow) throw new Error('this browser holds no sealed start');
    browser.setCookie(t.baseUrl, FLOW_COOKIE, await flowSeal.seal({ ...flow.checks, ...change }));
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

  it('keeps a start in its browser alone: an encrypted, httpOnly cookie for the callback, nothing on the server', async () => {
    const finished = () => t.db.selectFrom('sso_flow_finished').select('id_hash').execute();
    const before = await finished();
    const browser = browserAt('10.20.0.14');
    const { location, response } = await browser.request(t.baseUrl + ApiPaths.account.loginSso);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        `^${FLOW_COOKIE}=[\\w.-]+; Path=${ApiPaths.account.loginSsoCheck}; Max-Age=${FLOW_SECONDS}; HttpOnly; SameSite=Lax$`,
      ),
    ]);
    const sealed = browser.cookie(t.baseUrl, FLOW_COOKIE) ?? '';
    const state = location?.searchParams.get('state') ?? '';
    expect((await flowSeal.open(sealed))?.checks.state).toBe(state);
    // Encrypted: not even the state the provider was sent can be read from it.
    const readable = sealed.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'));
    expect(readable.join(' ')).not.toContain(state);
    expect(await finished()).toEqual(before);
  });

  it('refuses a start cookie that was altered, has expired or another console sealed', async () => {
    const browser = browserAt('10.20.0.15');
    const authorization = await start(browser);
    const sealed = browser.cookie(t.baseUrl, FLOW_COOKIE) ?? '';
    const flow = await flowSeal.open(sealed);
    if (!flow) throw new Error('no sealed start');
    const callback = await signInAtProvider(browser, authorization, 'pm@demo.local');
    const parts = sealed.split('.');
    const ciphertext = parts[3] ?? '';
    parts[3] = (ciphertext.startsWith('A') ? 'B' : 'A') + ciphertext.slice(1);
    const refused = {
      altered: parts.join('.'),
      expired: await flowSeal.seal(flow.checks, new Date(Date.now() - (FLOW_SECONDS + 1) * 1000)),
      anotherConsole: await new EncryptJWT({ ...flow.checks, verifier: flow.checks.codeVerifier })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setJti('another')
        .setExpirationTime('10m')
        .encrypt(randomBytes(32)),
      notASeal: 'x'.repeat(43),
    };
    for (const [why, value] of Object.entries(refused)) {
      browser.setCookie(t.baseUrl, FLOW_COOKIE, value);
      expect((await finish(browser, callback)).get('response'), why).toBe(SsoResponse.failed);
    }
    // The same callback with the start's own cookie signs in: each refusal was the cookie's.
    browser.setCookie(t.baseUrl, FLOW_COOKIE, sealed);
    expect((await finish(browser, callback)).get('code')).toBeTruthy();
  });

  it('finishes a start once: a second callback is refused, even with a code the provider would redeem', async () => {
    const browser = browserAt('10.20.0.16');
    const authorization = await start(browser);
    const sealed = browser.cookie(t.baseUrl, FLOW_COOKIE) ?? '';
    // Two sign-ins at the provider for this one start (each in a browser of its own there): two codes.
    const first = await signInAtProvider(browserAt('10.20.0.16'), authorization, 'pm@demo.local');
    const second = await signInAtProvider(browserAt('10.20.0.16'), authorization, 'pm@demo.local');
    expect((await finish(browser, first)).get('code')).toBeTruthy();
    for (const callback of [second, first]) {
      browser.setCookie(t.baseUrl, FLOW_COOKIE, sealed);
      expect((await finish(browser, callback)).get('response')).toBe(SsoResponse.failed);
    }
  });

  it.skipIf(kind !== 'postgres')(
    "finishes a start on another replica than the start's, once when its callback reaches both",
    async () => {
      const replica = await startTestApp({
        replicaOf: t,
        loginLimits: LIMITS,
        config: { sso: idp.settings },
      });
      try {
        const address = { 'x-forwarded-for': '10.20.0.17' };
        const browser = new SsoBrowser({ [t.baseUrl]: address, [replica.baseUrl]: address });
        const authorization = (await browser.request(replica.baseUrl + ApiPaths.account.loginSso)).location;
        if (!authorization) throw new Error('no redirect to the provider');
        // Behind one balancer both replicas are one origin, and the browser brings its cookie to either.
        browser.setCookie(t.baseUrl, FLOW_COOKIE, browser.cookie(replica.baseUrl, FLOW_COOKIE) ?? '');
        const callback = await signInAtProvider(browser, authorization, 'pm@demo.local');
        const answers = await Promise.all(
          [t.baseUrl, replica.baseUrl].map(async (origin) => ({
            origin,
            landing: (await browser.request(new URL(callback.pathname + callback.search, origin))).location,
          })),
        );
        const codes = answers.filter((a) => a.landing?.searchParams.get('code'));
        expect(answers.map((a) => a.landing?.searchParams.get('response') ?? 'code').sort()).toEqual([
          SsoResponse.failed,
          'code',
        ]);
        const [signedIn] = codes;
        const res = await browser.request(`${signedIn?.origin}${ApiPaths.account.getUserLoginToken}`, {
          method: 'POST',
          json: { UserName: 'pm@demo.local', Code: signedIn?.landing?.searchParams.get('code') },
        });
        expect(res.status).toBe(200);
      } finally {
        await replica.close();
      }
    },
  );

  it("refuses an ID token whose nonce is not the start's", async () => {
    const browser = browserAt('10.20.0.9');
    const authorization = await start(browser);
    await alterStart(browser, { nonce: 'another-nonce' });
    const callback = await signInAtProvider(browser, authorization, 'pm@demo.local');
    expect((await finish(browser, callback)).get('response')).toBe(SsoResponse.failed);
  });

  it('redeems the provider code only with the PKCE verifier of its start (the provider requires PKCE)', async () => {
    const browser = browserAt('10.20.0.10');
    const authorization = await start(browser);
    await alterStart(browser, { codeVerifier: 'x'.repeat(43) });
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

  /**
   * Anonymous starts, one from each entry of `addresses`, never finished; sixteen at a time, injected
   * into the app (no socket: thousands take seconds). Gives how many were sent on to the provider.
   */
  async function anonymousStarts(addresses: readonly string[]): Promise<number> {
    const queue = [...addresses];
    let toProvider = 0;
    const worker = async () => {
      for (let address = queue.pop(); address !== undefined; address = queue.pop()) {
        const { headers } = await t.app.inject({
          url: ApiPaths.account.loginSso,
          headers: { 'x-forwarded-for': address },
        });
        if (String(headers.location).startsWith(`${idp.issuer}/`)) toProvider++;
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    return toProvider;
  }

  it('lets no number of anonymous starts from one address keep a user there from signing in', async () => {
    const address = '10.20.5.1';
    const sent = await anonymousStarts(Array.from({ length: 50 }, () => address));
    expect((await signIn('pm@demo.local', address)).get('code')).toBeTruthy();
    expect(sent).toBe(50);
  });

  /** How many rows each table holds, every schema but the system's. */
  async function rowCounts(): Promise<Record<string, number>> {
    const { rows: tables } = await sql<{ name: string }>`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(
      t.db,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(name)}`.execute(
        t.db,
      );
      counts[name] = rows[0]?.n ?? 0;
    }
    return counts;
  }

  it('keeps nothing on the server for an anonymous start, so starts from any number of addresses fill nothing', async () => {
    // A start from each of a thousand addresses leaves every table as it was: no bound to fill.
    const addresses = Array.from({ length: 1_000 }, (_, i) => `10.21.${i >> 8}.${i & 255}`);
    const before = await rowCounts();
    const sent = await anonymousStarts(addresses);
    expect(await rowCounts()).toEqual(before);
    expect(sent).toBe(addresses.length);
    expect((await signIn('pm@demo.local', addresses[0] ?? '')).get('code')).toBeTruthy();
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
    t = await startTestApp({
      config: { port, sso: idp.settings, passwordSignIn: 'admin-only', passwordHashCost: TIMED_HASH_COST },
    });
    await createUser(t.db, {
      userName: 'retired.sysadmin@demo.local',
      password: DEMO_PASSWORD,
      roleId: SecurityGroupId.SystemAdmin,
      isActive: false,
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const passwordSignIn = (userName: string, password: string, address = '10.30.0.1') =>
    t.call('POST', ApiPaths.account.login, {
      body: { UserName: userName, Password: password },
      headers: { 'x-forwarded-for': address },
    });

  it('tells the sign-in page to show single sign-on alone', async () => {
    const res = await t.call<ConsoleConfig>('GET', ApiPaths.config);
    expect(res.body.data).toMatchObject({ ssoEnabled: true, passwordSignIn: 'admin-only' });
  });

  it('answers every refused sign-in alike, so none tells which accounts exist or their passwords', async () => {
    const refusals: [string, string][] = [
      ['nobody@demo.local', 'not-it'],
      ['admin@demo.local', DEMO_PASSWORD],
      ['admin@demo.local', 'not-it'],
      ['sysadmin@demo.local', 'not-it'],
      ['retired.sysadmin@demo.local', DEMO_PASSWORD],
    ];
    for (const [userName, password] of refusals) {
      const refused = await passwordSignIn(userName, password);
      expect([refused.status, refused.body], `${userName} ${password}`).toEqual([
        401,
        failure(Messages.login.passwordSignInOff),
      ]);
    }
    // The SSO landing's exchange: a code that is not one answers alike for a user and for nobody.
    for (const userName of ['admin@demo.local', 'nobody@demo.local']) {
      const res = await t.call('POST', ApiPaths.account.getUserLoginToken, {
        body: { UserName: userName, Code: 'not-a-code' },
      });
      expect([res.status, res.body.message], userName).toEqual([401, Messages.sso.codeRefused]);
    }
  });

  it('spends a password hash on every refusal, an unknown name included, so the time tells nothing', async () => {
    const kinds: Record<string, (i: number) => [string, string]> = {
      unknown: (i) => [`nobody${i}@demo.local`, 'not-it'],
      notSystemAdmin: (i) => [`${['admin', 'pm', 'contribute'][i]}@demo.local`, DEMO_PASSWORD],
      systemAdminWrongPassword: () => ['sysadmin@demo.local', 'not-it'],
    };
    const fastest: Record<string, number> = {};
    // Three rounds (the account's free failures allow no more), each starting from another kind: on
    // a machine busy with other suites a round's first call falls on every kind alike, and the
    // fastest of each is its cost.
    const order = Object.entries(kinds);
    for (let i = 0; i < 3; i++) {
      for (const [kind, attempt] of [...order.slice(i % order.length), ...order.slice(0, i % order.length)]) {
        const [userName, password] = attempt(i);
        const started = performance.now();
        expect((await passwordSignIn(userName, password, `10.30.1.${i}`)).status).toBe(401);
        fastest[kind] = Math.min(fastest[kind] ?? Number.POSITIVE_INFINITY, performance.now() - started);
      }
    }
    // Each refusal hashes once at the console's cost: the fastest of each kind within a factor of two.
    for (const [kind, ms] of Object.entries(fastest)) {
      expect(ms / (fastest.unknown ?? 0), `${kind}: ${JSON.stringify(fastest)}`).toBeGreaterThan(0.5);
      expect(ms / (fastest.unknown ?? 0), `${kind}: ${JSON.stringify(fastest)}`).toBeLessThan(2);
    }
  });

  it('still signs a SystemAdmin in with a password (/Admin)', async () => {
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

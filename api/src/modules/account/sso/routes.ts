import { ApiPaths, Messages, SsoResponse, textProblem } from '@tac/contracts';
import {
  GetUserLoginTokenRequestSchema,
  LoginResultSchema,
  SsoCallbackQuerySchema,
  SsoStartQuerySchema,
} from '@tac/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { finishLoginAttempt, type LoginLimits, reserveLoginAttempt } from '../../../auth/login-limit.ts';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { ApiError, ok, responses } from '../../../http/envelope.ts';
import { openSession } from '../open-session.ts';
import { findUserById, findUserByName } from '../queries.ts';
import { FLOW_SECONDS, FlowSeal } from './flow-seal.ts';
import { finishFlow } from './flow-store.ts';
import { ProviderClient } from './provider-client.ts';
import type { SsoSettings } from './settings.ts';
import { issueSignInCode, redeemSignInCode } from './sign-in-codes.ts';

export interface SsoOptions {
  settings: SsoSettings;
  /** How long a one-time code lives: SSO_CODE_SECONDS; the e2e server shortens it to test expiry. */
  codeSeconds: number;
}

const tags = ['Account'];
/** Holds the sealed flow from the SSO start to its callback: httpOnly, so no script reads it. */
const FLOW_COOKIE = 'tac_sso_flow';
/** Holds the landing key from the callback to the code's exchange, binding the code to this browser. */
const LANDING_COOKIE = 'tac_sso_landing';
/** The longest e-mail address (RFC 5321 path limit); user names are e-mail addresses. */
const EMAIL_MAX = 254;

const RedirectSchema = { 302: Type.Null({ description: 'Redirect (Location header)' }) };

/**
 * Single sign-on (spec 000 §7 LoginSSO, LoginSSOCheck, GetUserLoginToken):
 * 1. LoginSSO seals new state, nonce and PKCE verifier into a cookie (flow-seal.ts), keeping nothing
 *    on the server, and sends the browser to the provider;
 * 2. LoginSSOCheck (the provider's redirect) opens the flow from the cookie, records it finished
 *    (once: flow-store.ts), has openid-client check the answer, maps the provider's verified e-mail
 *    to an active user, counting the attempt
 *    in the sign-in limits, and sends the browser to /LoginLanding with a one-time code (or with
 *    response=… saying why not), giving that browser the code's landing key in a cookie;
 * 3. GetUserLoginToken exchanges that code with its key, once and within a minute, for the
 *    console's session.
 * Without SSO settings the three answer 404.
 */
export function ssoRoutes(app: App, db: Db, limits: LoginLimits, sso: SsoOptions | undefined): void {
  const provider = sso && new ProviderClient(sso.settings);
  const flowSeal = new FlowSeal(db);
  const redirect = sso && new URL(sso.settings.redirectUrl);
  // The console's own pages sit where the callback's path leaves off (a proxy may add a prefix).
  const basePath = redirect?.pathname.slice(0, -ApiPaths.account.loginSsoCheck.length) ?? '';
  const landing = (query: Record<string, string>) =>
    `${basePath}/LoginLanding?${new URLSearchParams(query).toString()}`;
  const cookie = (name: string, path: string, value: string, maxAge: number) =>
    [
      `${name}=${value}`,
      `Path=${path}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Lax: the provider's redirect back is a top-level GET, which Lax lets the cookie ride along;
      // the landing's exchange is a same-origin POST. A cross-site POST carries neither.
      'SameSite=Lax',
      ...(redirect?.protocol === 'https:' ? ['Secure'] : []),
    ].join('; ');
  const flowCookie = (value: string, maxAge: number) =>
    cookie(FLOW_COOKIE, redirect?.pathname ?? '', value, maxAge);
  const landingCookie = (value: string, maxAge: number) =>
    cookie(LANDING_COOKIE, basePath + ApiPaths.account.getUserLoginToken, value, maxAge);

  function configured(): { provider: ProviderClient; codeSeconds: number } {
    if (!provider || !sso) throw new ApiError(404, Messages.sso.notConfigured);
    return { provider, codeSeconds: sso.codeSeconds };
  }

  app.get(
    ApiPaths.account.loginSso,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Single sign-on: sends the browser to the OpenID provider',
        description:
          'Starts the authorization-code flow with PKCE, state and nonce, sealed (encrypted) into an ' +
          `httpOnly cookie that lives ${FLOW_SECONDS} s and is sent to the callback alone; nothing is ` +
          "kept on the server, so starts are never limited. The spec's response parameter is accepted " +
          'and not used. 404 when single sign-on is not configured.',
        querystring: SsoStartQuerySchema,
        response: { ...RedirectSchema, ...responses(Type.Null()) },
      },
    },
    async (request, reply) => {
      const { provider } = configured();
      const checks = ProviderClient.newChecks();
      let url: URL;
      try {
        url = await provider.authorizationUrl(checks);
      } catch (error) {
        request.log.error({ err: error }, 'single sign-on: the provider could not be reached');
        return reply.redirect(landing({ response: SsoResponse.failed }), 302);
      }
      reply.header('set-cookie', flowCookie(await flowSeal.seal(checks), FLOW_SECONDS));
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    ApiPaths.account.loginSsoCheck,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Single sign-on: the provider's redirect back (TAC_SSO_REDIRECT_URL)",
        description:
          'Finishes the flow its sealed cookie holds (once), then redirects to /LoginLanding?userName=…&code=… ' +
          'with a one-time code, or to /LoginLanding?response=… (UserNotFound: no active user has the ' +
          "provider's e-mail as user name; EmailNotVerified; TooManyAttempts; Failed: the answer did " +
          'not pass its checks, or its e-mail is no possible user name). The code works only with ' +
          'the landing cookie this answer sets in the same browser. Counted in the sign-in limits ' +
          'like a password sign-in.',
        querystring: SsoCallbackQuerySchema,
        response: { ...RedirectSchema, ...responses(Type.Null()) },
      },
    },
    async (request, reply) => {
      const { provider, codeSeconds } = configured();
      reply.header('set-cookie', flowCookie('', 0));
      const refuse = (response: SsoResponse, why: string) => {
        request.log.warn(`single sign-on refused: ${why}`);
        return reply.redirect(landing({ response }), 302);
      };
      const sealed = readCookie(request, FLOW_COOKIE);
      const flow = sealed ? await flowSeal.open(sealed) : undefined;
      if (!flow) return refuse(SsoResponse.failed, 'no live SSO start for this browser');
      // Recorded before the provider is asked: of two callbacks of one start, on any replicas, one goes on.
      if (!(await finishFlow(db, flow.id, flow.expiresAt)))
        return refuse(SsoResponse.failed, 'this SSO start was finished already');
      let identity: Awaited<ReturnType<ProviderClient['identity']>>;
      try {
        identity = await provider.identity(new URL(request.url, 'http://x').search, flow.checks);
      } catch (error) {
        return refuse(SsoResponse.failed, `the provider's answer failed its checks (${String(error)})`);
      }
      const email = identity.email?.trim();
      if (!email)
        return refuse(SsoResponse.failed, 'the provider gave no e-mail (is the email scope allowed?)');
      // A user name holds no such text, and PostgreSQL refuses NUL outright: refused before any lookup.
      if (email.length > EMAIL_MAX || textProblem(email, { singleLine: true }))
        return refuse(
          SsoResponse.failed,
          `the provider's e-mail ${JSON.stringify(email.slice(0, EMAIL_MAX))} is no possible user name`,
        );
      const userName = email.toLowerCase();

      const reservation = await reserveLoginAttempt(db, userName, request.ip, limits);
      if (!reservation.allowed)
        return refuse(SsoResponse.tooManyAttempts, `too many attempts for ${userName}`);
      const fail = async (response: SsoResponse, why: string) => {
        await finishLoginAttempt(db, reservation.attemptId, { succeeded: false }, limits);
        return refuse(response, why);
      };
      if (!identity.emailVerified) return fail(SsoResponse.emailNotVerified, `${userName} is not verified`);
      // User names are e-mail addresses (spec 000 §5): the provider's e-mail names the user.
      const user = await findUserByName(db, userName);
      if (!user?.is_active) return fail(SsoResponse.userNotFound, `no active user ${userName}`);
      await finishLoginAttempt(
        db,
        reservation.attemptId,
        { succeeded: true, userId: user.id, address: request.ip },
        limits,
      );
      const { code, landingKey } = await issueSignInCode(db, user.id);
      reply.header('set-cookie', [flowCookie('', 0), landingCookie(landingKey, codeSeconds)]);
      return reply.redirect(landing({ userName: user.user_name, code }), 302);
    },
  );

  app.post(
    ApiPaths.account.getUserLoginToken,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Single sign-on: the landing's exchange of its one-time code for a session",
        description:
          'Takes the user name and the code the callback put in the landing URL; a code works once, ' +
          'within a minute, for that user while active, and only from the browser the callback ' +
          'answered (its landing cookie). Otherwise 401.',
        body: GetUserLoginTokenRequestSchema,
        response: responses(LoginResultSchema),
      },
    },
    async (request, reply) => {
      const { codeSeconds } = configured();
      const { UserName, Code } = request.body;
      const landingKey = readCookie(request, LANDING_COOKIE);
      const userId = landingKey ? await redeemSignInCode(db, Code, landingKey, codeSeconds) : undefined;
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      // The code is spent whatever follows: a code shown with another user's name is not tried again.
      if (!user?.is_active || user.user_name.toLowerCase() !== UserName.trim().toLowerCase()) {
        throw new ApiError(401, Messages.sso.codeRefused);
      }
      const result = await openSession(app, db, user, 'sso');
      // Spent: the key is cleared. A refused exchange leaves it, for this browser's own code.
      reply.header('set-cookie', landingCookie('', 0));
      return reply.send(ok(result, Messages.login.success));
    },
  );
}

/** One cookie's value from the request's Cookie header (the console sets no others). */
function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

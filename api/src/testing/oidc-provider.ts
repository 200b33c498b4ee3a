import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { SsoSettings } from '../modules/account/sso/settings.ts';

/** An account at the test provider: its e-mail (also its subject) and whether the provider verified it. */
export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestOidcProvider {
  /** What the console is configured with to use this provider (TAC_SSO_*). */
  settings: SsoSettings;
  issuer: string;
  close(): Promise<void>;
}

const CLIENT_ID = 'time-admin-console';
const CLIENT_SECRET = 'test-client-secret-that-is-long-enough';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the SSO tests: one confidential
 * client (client_secret_post) whose only redirect is the console's callback, PKCE (S256) required,
 * accounts from `accounts`, an e-mail scope carrying email and email_verified. Its own login page
 * (GET /interaction/:uid) asks for an e-mail and signs that account in with no password: the tests
 * are about the console's side of the flow. Consent is given by the provider itself (first-party
 * client), so a sign-in is one form.
 */
export async function startOidcProvider(options: {
  redirectUrl: string;
  accounts: readonly ProviderAccount[];
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(options.accounts.map((a) => [a.email.toLowerCase(), a]));
  const provider = new Provider(issuer, configuration(options.redirectUrl, accounts));

  const oidcHandler = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (!match) {
      oidcHandler(req, res);
      return;
    }
    const handle = match[2] ? submitLogin : showLogin;
    handle(provider, accounts, req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    settings: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUrl: options.redirectUrl },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function configuration(redirectUrl: string, accounts: Map<string, ProviderAccount>): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
      };
    },
    // A first-party client: the grant is given without a consent page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Provider error</title><h1>Provider error</h1><pre>${escapeHtml(JSON.stringify(out))}</pre>`;
    },
  };
}

/** The provider's login page: a form asking for the account's e-mail. */
async function showLogin(
  provider: Provider,
  _accounts: Map<string, ProviderAccount>,
  req: IncomingMessage,
  res: ServerResponse,
  error?: string,
): Promise<void> {
  const { uid } = await provider.interactionDetails(req, res);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html><head><title>Test provider sign-in</title></head><body>
<h1>Test provider sign-in</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label>E-mail <input name="email" type="email" autocomplete="username"></label>
<button type="submit">Continue</button>
</form></body></html>`);
}

async function submitLogin(
  provider: Provider,
  accounts: Map<string, ProviderAccount>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let body = '';
  for await (const chunk of req) body += chunk;
  const email = new URLSearchParams(body).get('email')?.trim().toLowerCase() ?? '';
  if (!accounts.has(email)) {
    await showLogin(provider, accounts, req, res, `No account ${email} at this provider`);
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: email } },
    { mergeWithLastSubmission: false },
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

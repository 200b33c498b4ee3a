import { ApiPaths, type PasswordSignIn } from '@tac/contracts';
import { isLoopbackHttp } from '../../../http/loopback-url.ts';

/** Single sign-on with an OpenID Connect provider, from the environment. */
export interface SsoSettings {
  /** The provider's issuer identifier; its discovery document is read at the first SSO start. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback as the browser reaches it, registered at the provider (…/api/Account/LoginSSOCheck). */
  redirectUrl: string;
}

const VARIABLES = {
  issuer: 'TAC_SSO_ISSUER',
  clientId: 'TAC_SSO_CLIENT_ID',
  clientSecret: 'TAC_SSO_CLIENT_SECRET',
  redirectUrl: 'TAC_SSO_REDIRECT_URL',
} as const;

// Kept here too: the SSO client reads it beside the settings.
export { isLoopbackHttp };

function parseUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://accounts.google.com, got '${value}'`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url))
    throw new Error(`${name} must use https (http only for localhost), got '${value}'`);
  if (url.search || url.hash) throw new Error(`${name} must have no query or fragment, got '${value}'`);
  return url;
}

/**
 * All four variables or none: half a configuration would show a button that cannot work. Undefined
 * when none is set (the SSO button is then hidden and the SSO calls answer 404).
 */
export function parseSsoSettings(env: NodeJS.ProcessEnv): SsoSettings | undefined {
  const values = Object.fromEntries(
    Object.entries(VARIABLES).map(([key, name]) => [key, env[name]?.trim() ?? '']),
  ) as Record<keyof SsoSettings, string>;
  const missing = Object.entries(VARIABLES)
    .filter(([key]) => values[key as keyof SsoSettings] === '')
    .map(([, name]) => name);
  if (missing.length === Object.keys(VARIABLES).length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Single sign-on needs ${Object.values(VARIABLES).join(', ')} together; missing: ${missing.join(', ')}`,
    );
  }
  parseUrl(VARIABLES.issuer, values.issuer);
  const redirect = parseUrl(VARIABLES.redirectUrl, values.redirectUrl);
  if (!redirect.pathname.endsWith(ApiPaths.account.loginSsoCheck)) {
    throw new Error(
      `${VARIABLES.redirectUrl} must be the console's callback, ending in ${ApiPaths.account.loginSsoCheck}, got '${values.redirectUrl}'`,
    );
  }
  return {
    // The issuer exactly as given: discovery compares it with the provider's own, character for character.
    issuer: values.issuer,
    clientId: values.clientId,
    clientSecret: values.clientSecret,
    redirectUrl: redirect.href,
  };
}

/** `TAC_PASSWORD_SIGN_IN`: 'admin-only' leaves password sign-in to SystemAdmin (on /Admin). */
export function parsePasswordSignIn(value: string | undefined, sso: SsoSettings | undefined): PasswordSignIn {
  const setting = value?.trim() || 'all';
  if (setting !== 'all' && setting !== 'admin-only')
    throw new Error(`TAC_PASSWORD_SIGN_IN must be all or admin-only, got '${value}'`);
  if (setting === 'admin-only' && !sso) {
    throw new Error(
      'TAC_PASSWORD_SIGN_IN=admin-only needs single sign-on (TAC_SSO_ISSUER and the rest): otherwise only SystemAdmin could sign in',
    );
  }
  return setting;
}

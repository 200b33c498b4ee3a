import * as oidc from 'openid-client';
import { isLoopbackHttp, type SsoSettings } from './settings.ts';

/** What the console keeps between the SSO start and its callback (sealed in a cookie: flow-seal.ts). */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in: the e-mail, and whether the provider verified it. */
export interface ProviderIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * The console as an OpenID Connect relying party (openid-client 6): the authorization-code flow with
 * PKCE (S256), state and nonce. The provider's discovery document is read at the first use, not at
 * start, so the console starts while the provider is unreachable; a failed read is tried again next
 * time.
 */
export class ProviderClient {
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: SsoSettings) {}

  static newChecks(): FlowChecks {
    return {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
  }

  async authorizationUrl(checks: FlowChecks): Promise<URL> {
    const configuration = await this.configuration();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUrl,
      response_type: 'code',
      scope: 'openid email',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Checks the provider's answer (the callback's query, against the flow's state), redeems its code
   * with the PKCE verifier, checks the ID token (signature, issuer, audience, nonce) and reads the
   * e-mail: from the ID token, else from the userinfo endpoint (providers put it in either).
   * Throws when any check fails.
   */
  async identity(callbackQuery: string, checks: FlowChecks): Promise<ProviderIdentity> {
    const configuration = await this.configuration();
    // The registered redirect URL with the query the provider sent: openid-client sends that URL,
    // without the query, as the token request's redirect_uri, which must match the registered one.
    const currentUrl = new URL(this.settings.redirectUrl);
    currentUrl.search = callbackQuery;
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the provider sent no ID token');
    let claims: Record<string, unknown> = idToken;
    const incomplete = typeof claims.email !== 'string' || claims.email_verified === undefined;
    if (incomplete && configuration.serverMetadata().userinfo_endpoint) {
      claims = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    }
    return {
      email: typeof claims.email === 'string' ? claims.email : undefined,
      // Only a literal true: some providers send the string "true", which is not a verification.
      emailVerified: claims.email_verified === true,
    };
  }

  private configuration(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const server = new URL(issuer);
      this.#configuration = oidc.discovery(
        server,
        clientId,
        clientSecret,
        undefined,
        // openid-client refuses http; settings.ts admits it only for a provider on this machine.
        isLoopbackHttp(server) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      this.#configuration.catch(() => {
        this.#configuration = undefined;
      });
    }
    return this.#configuration;
  }
}

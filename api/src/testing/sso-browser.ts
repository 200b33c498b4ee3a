/**
 * A scripted browser for the SSO API tests: it follows a sign-in across the console and the test
 * provider (testing/oidc-provider.ts) one redirect at a time, keeping each origin's cookies as a
 * browser would, so a test can stop at any step and replay, alter or drop what passes.
 */
export class SsoBrowser {
  readonly #cookies = new Map<string, Map<string, string>>();

  /** `headers` are sent to their origin on every request (e.g. X-Forwarded-For: this browser's address). */
  constructor(private readonly headers: Record<string, Record<string, string>> = {}) {}

  /** One request, no redirect followed; Set-Cookie answers are kept for the origin. */
  async request(
    url: string | URL,
    init: { method?: 'GET' | 'POST'; form?: Record<string, string>; json?: unknown } = {},
  ) {
    const target = new URL(url);
    const jar = this.#jar(target.origin);
    const headers: Record<string, string> = { ...this.headers[target.origin] };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      headers,
      body: init.form
        ? new URLSearchParams(init.form).toString()
        : init.json !== undefined
          ? JSON.stringify(init.json)
          : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const gone = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (gone) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, target) : undefined, response };
  }

  /** Follows redirects from `url` until one leads where `stop` says; gives that URL, not requested. */
  async followUntil(url: string | URL, stop: (next: URL) => boolean): Promise<URL> {
    let next = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      const { location, status } = await this.request(next);
      if (!location) throw new Error(`${next.href} answered ${status} without a redirect`);
      if (stop(location)) return location;
      next = location;
    }
    throw new Error(`no redirect to the expected page within 10 hops from ${url}`);
  }

  /** One origin's cookie, as this browser holds it. */
  cookie(origin: string, name: string): string | undefined {
    return this.#jar(new URL(origin).origin).get(name);
  }

  /** Sets one origin's cookie (an altered one, or the same one under another origin). */
  setCookie(origin: string, name: string, value: string): void {
    this.#jar(new URL(origin).origin).set(name, value);
  }

  /** Forgets one origin's cookie (a different browser, or one that dropped it). */
  dropCookie(origin: string, name: string): void {
    this.#jar(new URL(origin).origin).delete(name);
  }

  #jar(origin: string): Map<string, string> {
    let jar = this.#cookies.get(origin);
    if (!jar) {
      jar = new Map();
      this.#cookies.set(origin, jar);
    }
    return jar;
  }
}

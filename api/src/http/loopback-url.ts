/**
 * http is allowed only on this machine (tests, a provider or a CDN beside the console); anything
 * else is https. Used for every URL a setting names.
 */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

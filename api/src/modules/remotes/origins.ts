import { isLoopbackHttp } from '../../http/loopback-url.ts';

/**
 * TAC_REMOTE_ORIGINS: the origins a rollout may serve a remote's entry from (a CDN), comma-separated.
 * They alone widen the CSP beyond this server, and a version whose `entry` URL is on any other origin
 * is refused (entry-check.ts): a rollout file or row cannot pick an origin by itself. Each is an origin
 * alone (scheme, host, port), https but on this machine; anything else stops the start.
 */
export function parseRemoteOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`TAC_REMOTE_ORIGINS: '${text}' is not an origin such as https://cdn.example`);
    }
    if (url.protocol !== 'https:' && !isLoopbackHttp(url))
      throw new Error(`TAC_REMOTE_ORIGINS: '${text}' must use https (http only for localhost)`);
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
      throw new Error(`TAC_REMOTE_ORIGINS: '${text}' must be an origin alone (scheme, host and port)`);
    return url.origin;
  });
}

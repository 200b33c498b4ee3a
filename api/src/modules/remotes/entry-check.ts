import { ReleaseMessages as M } from '@tac/contracts';
import { isLoopbackHttp } from '../../http/loopback-url.ts';
import { localEntry } from './discover.ts';
import { VERSION_PATTERN } from './versions.ts';

/** A version as a rollout names it: its own `entry` URL, or none for this server's build. */
export interface VersionRef {
  version: string;
  entry?: string | null;
}

/**
 * Whether this server's build of the version serves it: no entry, or this server's own path of that
 * version's entry. Such a version passes the registration check like any other (rollout-check.ts).
 */
export const servedHere = (name: string, ref: VersionRef): boolean =>
  !ref.entry || ref.entry === localEntry(name, ref.version);

/**
 * Why a version served from another origin may not be served, or undefined when it may. Its build is
 * not on this disk, so what can be checked is: the origin is one TAC_REMOTE_ORIGINS lists, the version
 * has a version's form, and the URL is that version's remoteEntry.js over https with nothing more
 * (no credentials, query or fragment), so the manifest names the version the browser loads.
 */
function foreignEntryProblem(
  name: string,
  ref: VersionRef & { entry: string },
  allowedOrigins: readonly string[],
): string | undefined {
  const { version, entry } = ref;
  let url: URL;
  try {
    // No base: a path, or a scheme-relative //host/…, is not a URL of an origin named here.
    url = new URL(entry);
  } catch {
    return M.entryNotUrl(entry, localEntry(name, version));
  }
  // javascript:, data: and the like have no origin of their own to allow.
  if (url.origin === 'null') return M.entryNotUrl(entry, localEntry(name, version));
  if (!allowedOrigins.includes(url.origin)) return M.entryOriginNotAllowed(url.origin);
  if (!VERSION_PATTERN.test(version)) return M.badVersion(version);
  const plain =
    (url.protocol === 'https:' || isLoopbackHttp(url)) &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    !entry.includes('?') &&
    !entry.includes('#');
  if (!plain || !url.pathname.endsWith(`/${version}/remoteEntry.js`)) return M.entryForm(entry, version);
  return undefined;
}

/**
 * Why a version may not be served from the origin its rollout names, or undefined when it may: this
 * server's build is left to the registration check.
 */
export function entryProblem(
  name: string,
  ref: VersionRef,
  allowedOrigins: readonly string[],
): string | undefined {
  return ref.entry && !servedHere(name, ref)
    ? foreignEntryProblem(name, { ...ref, entry: ref.entry }, allowedOrigins)
    : undefined;
}

import { ReleaseMessages as M } from '@tac/contracts';
import semver from 'semver';

/**
 * Whether a remote's shared ranges fit what the host provides. Every shared module is a singleton:
 * the browser holds the host's copy only, so a remote needing another major (or a newer minor) would
 * run against a library it was not built for. Answers the first misfit's message, naming the package,
 * or undefined when every range is met.
 */
export function sharedSkew(
  required: Readonly<Record<string, string>>,
  provided: Readonly<Record<string, string>>,
): string | undefined {
  for (const [pkg, range] of Object.entries(required).sort(([a], [b]) => a.localeCompare(b))) {
    const version = provided[pkg];
    if (!version) return M.notProvided(pkg);
    // A pre-release host (1.2.0-rc.1) counts for ^1.1.0: the host chose to ship it.
    if (!semver.satisfies(version, range, { includePrerelease: true })) return M.skew(pkg, range, version);
  }
  return undefined;
}

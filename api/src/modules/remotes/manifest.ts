import type { RemoteManifestEntry } from '@tac/contracts';
import { type AudienceUser, inCandidateAudience } from './audience.ts';
import { type BuiltRemote, isRemoteName, localEntry } from './discover.ts';
import { entryProblem, servedHere, type VersionRef } from './entry-check.ts';
import type { RoutesLookup } from './release-routes.ts';
import type { RolloutFile } from './rollout.ts';

/** A manifest entry before its versions' routes are looked up. */
export type ResolvedEntry = Omit<RemoteManifestEntry, 'routes' | 'stableRoutes'>;

interface Resolved {
  version: string;
  entry: string;
}

/**
 * A version the rollout names: its own entry URL when TAC_REMOTE_ORIGINS allows it (entry-check.ts),
 * else this API's build of it, else nothing. An entry on an origin not allowed is never served,
 * whatever a row holds: the stable then falls back to the default build, the candidate to the stable.
 */
function resolveRef(
  name: string,
  ref: VersionRef | undefined,
  built: BuiltRemote | undefined,
  allowedOrigins: readonly string[],
) {
  if (!ref) return undefined;
  if (ref.entry && !servedHere(name, ref))
    return entryProblem(name, ref, allowedOrigins) ? undefined : { version: ref.version, entry: ref.entry };
  return built?.versions.includes(ref.version)
    ? { version: ref.version, entry: localEntry(name, ref.version) }
    : undefined;
}

/** Stable by default: the package.json version if built, else the highest built version. */
export function defaultStable(built: BuiltRemote): Resolved {
  const version =
    built.packageVersion && built.versions.includes(built.packageVersion)
      ? built.packageVersion
      : (built.versions.at(-1) as string);
  return { version, entry: localEntry(built.name, version) };
}

/**
 * The manifest for one caller: per remote, stable or (for the candidate's audience) candidate with
 * the stable as fallback. Remotes with neither a build nor a pinned entry URL are left out.
 */
export function resolveManifest(
  built: readonly BuiltRemote[],
  rollout: RolloutFile,
  user: AudienceUser | null,
  allowedOrigins: readonly string[],
): ResolvedEntry[] {
  const names = new Set([...built.map((b) => b.name), ...Object.keys(rollout).filter(isRemoteName)]);
  const entries: ResolvedEntry[] = [];
  for (const name of [...names].sort()) {
    if (!isRemoteName(name)) continue;
    const local = built.find((b) => b.name === name);
    const plan = rollout[name];
    const stable =
      resolveRef(name, plan?.stable, local, allowedOrigins) ?? (local ? defaultStable(local) : undefined);
    if (!stable) continue;
    const candidate = resolveRef(name, plan?.candidate, local, allowedOrigins);
    if (
      plan?.candidate &&
      candidate &&
      candidate.version !== stable.version &&
      inCandidateAudience(plan.candidate, user, name)
    ) {
      entries.push({
        name,
        version: candidate.version,
        entry: candidate.entry,
        channel: 'candidate',
        stableVersion: stable.version,
        stableEntry: stable.entry,
      });
    } else {
      entries.push({ name, version: stable.version, entry: stable.entry, channel: 'stable' });
    }
  }
  return entries;
}

/**
 * Each entry with the routes of the version it names, and a candidate's also with its stable's (the
 * host draws those instead when the candidate fails to load and falls back).
 */
export async function withRoutes(
  entries: readonly ResolvedEntry[],
  routesOf: RoutesLookup,
): Promise<RemoteManifestEntry[]> {
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      routes: await routesOf(entry.name, entry.version),
      ...(entry.stableVersion ? { stableRoutes: await routesOf(entry.name, entry.stableVersion) } : {}),
    })),
  );
}

import { readFile } from 'node:fs/promises';
import { parseRolloutFile } from './rollout.ts';

/**
 * Origins of remote entries named in the rollout file (a CDN), for the CSP. Read once at start,
 * which also stops the start on a broken rollout file rather than serving a wrong manifest.
 */
export async function remoteOrigins(file: string | undefined): Promise<string[]> {
  if (!file) return [];
  const rollout = parseRolloutFile(await readFile(file, 'utf8'), file);
  const origins = new Set<string>();
  for (const plan of Object.values(rollout)) {
    for (const ref of [plan.stable, plan.candidate]) {
      if (ref?.entry && /^https?:\/\//i.test(ref.entry)) origins.add(new URL(ref.entry).origin);
    }
  }
  return [...origins];
}

/**
 * The previous release, as the cluster proof rolls from it (shared/docs/operations.md "Rolling
 * upgrades"): this repository's code as of just before its newest migration was added, so the roll
 * to this build always brings a real migration the running code does not know. Its code is copied
 * out of git into a folder of its own and runs on this checkout's installed packages; its own
 * workspace packages (@tac/contracts) are its own.
 */
import { execFile } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, realpath, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const run = promisify(execFile);

const MIGRATIONS_DIR = 'api/src/db/migrations';

/** The commit the previous release is, and the migration file it lacks; or why there is none. */
export type PreviousReleaseRevision = { rev: string; migration: string } | { unavailable: string };

/**
 * The commit just before the newest migration file under api/src/db/migrations was added (the last
 * commit, when that file is not committed yet). Followed through renames: a migration renumbered
 * before it shipped was added under its first name, and the commit before the rename holds it under
 * that name, which this build's list does not know (no release runs such code).
 */
export async function previousReleaseRevision(root: string): Promise<PreviousReleaseRevision> {
  const git = async (...args: string[]) => (await run('git', args, { cwd: root })).stdout.trim();
  let top: string;
  try {
    top = await git('rev-parse', '--show-toplevel');
  } catch {
    return { unavailable: 'no git history here (a copy of the code without .git)' };
  }
  // A copy unpacked inside some other repository is not that repository's history.
  if ((await realpath(top)) !== (await realpath(root)))
    return { unavailable: `no git history here (${root} is not the top of a git checkout)` };
  const migration = (await readdir(path.join(root, MIGRATIONS_DIR)))
    .filter((name) => /^\d{4}-.+\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .sort()
    .at(-1);
  if (!migration) return { unavailable: `no migration file in ${MIGRATIONS_DIR}` };
  const added = (
    await git('log', '--follow', '--diff-filter=A', '--format=%H', '--', `${MIGRATIONS_DIR}/${migration}`)
  )
    .split('\n')
    .filter(Boolean)[0];
  if (!added) return { rev: await git('rev-parse', 'HEAD'), migration };
  try {
    return { rev: await git('rev-parse', '--verify', '--quiet', `${added}~1`), migration };
  } catch {
    return {
      unavailable: `the history does not reach before ${added.slice(0, 12)}, which added ${migration} (a shallow clone)`,
    };
  }
}

export interface PreviousRelease {
  rev: string;
  /** Its copy: a repository root of its own, api/ and shared/ beside each other. */
  root: string;
  /** Where its packages come from, in words for the proof's output. */
  packages: string;
  /** The file its API loads for @tac/contracts: inside `root`, never this checkout's. */
  contracts: string;
  /** Removes the copy (its links into this checkout's packages go with it, the packages stay). */
  remove(): Promise<void>;
}

/** The dependencies each workspace package of the API's side declares (name → resolved version). */
function apiSideDependencies(lockfile: string): Map<string, string> {
  type Importer = Record<string, Record<string, { version: string }> | undefined>;
  const importers = (parse(lockfile) as { importers?: Record<string, Importer> }).importers ?? {};
  const found = new Map<string, string>();
  for (const [folder, importer] of Object.entries(importers)) {
    if (folder !== 'api' && !folder.startsWith('shared/')) continue;
    for (const kind of ['dependencies', 'devDependencies', 'optionalDependencies'])
      for (const [name, { version }] of Object.entries(importer[kind] ?? {}))
        found.set(`${name} (${folder})`, version);
  }
  return found;
}

/**
 * A package's node_modules as pnpm laid it out here: links, relative ones into the root's
 * node_modules/.pnpm or to a workspace package beside it, so the same links in the copy reach the
 * same installed packages and the copy's own workspace packages. pnpm's bins and tools' caches (the
 * dot folders) are left out.
 */
async function copyLinks(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const source = path.join(from, entry.name);
    if (entry.isSymbolicLink()) await symlink(await readlink(source), path.join(to, entry.name));
    else if (entry.isDirectory() && entry.name.startsWith('@'))
      await copyLinks(source, path.join(to, entry.name));
  }
}

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/**
 * Copies `rev` out of the repository at `root` into a temporary folder and gives it this checkout's
 * installed packages. When its lockfile differs, what the API's side declares is compared: a package
 * this build dropped is left out (code that still loads it fails its start, loudly); other versions
 * of one are not installed (the store may not have them, and a test must not go to the registry),
 * and `packages` says so.
 */
export async function checkOutPreviousRelease(root: string, rev: string): Promise<PreviousRelease> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tac-previous-release-')));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const archive = path.join(dir, '.code.tar');
    await run('git', ['archive', '--format=tar', '--output', archive, rev], { cwd: root });
    await run('tar', ['-x', '-f', archive, '-C', dir]);
    await rm(archive);

    await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const shared = (await readdir(path.join(dir, 'shared'))).map((name) => `shared/${name}`);
    for (const folder of ['api', ...shared])
      if (
        (await exists(path.join(dir, folder, 'package.json'))) &&
        (await exists(path.join(root, folder, 'node_modules')))
      )
        await copyLinks(path.join(root, folder, 'node_modules'), path.join(dir, folder, 'node_modules'));

    const [ours, theirs] = await Promise.all(
      [root, dir].map((folder) => readFile(path.join(folder, 'pnpm-lock.yaml'), 'utf8')),
    );
    let packages = "this checkout's (the same lockfile)";
    if (ours !== theirs) {
      const now = apiSideDependencies(ours ?? '');
      const dropped: string[] = [];
      const other: string[] = [];
      for (const [name, version] of apiSideDependencies(theirs ?? '')) {
        const current = now.get(name);
        if (current === undefined) dropped.push(name);
        else if (current !== version) other.push(`${name} ${version}, here ${current}`);
      }
      packages = [
        "this checkout's (another lockfile",
        other.length ? `; other versions of ${other.join(', ')}` : '; the same versions',
        dropped.length ? `; without ${dropped.join(', ')}, dropped since` : '',
        ')',
      ].join('');
    }

    // Resolved as its API resolves it: from its api/, following the links to their real files.
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', "process.stdout.write(import.meta.resolve('@tac/contracts'))"],
      { cwd: path.join(dir, 'api') },
    );
    const contracts = fileURLToPath(stdout);
    if (!contracts.startsWith(`${dir}${path.sep}`))
      throw new Error(`the previous release's API would load this checkout's @tac/contracts (${contracts})`);
    return { rev, root: dir, packages, contracts, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

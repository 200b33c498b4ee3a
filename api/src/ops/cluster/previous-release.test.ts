import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousReleaseRevision } from './previous-release.ts';

const run = promisify(execFile);

describe('the previous release the cluster proof rolls from', () => {
  let dir: string;
  const git = async (...args: string[]) =>
    (await run('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir })).stdout.trim();
  const migration = (name: string) =>
    writeFile(path.join(dir, 'api/src/db/migrations', name), `export const name = '${name}';\n`);
  const commit = async (message: string) => {
    await git('add', '-A');
    await git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tac-previous-release-test-'));
    await mkdir(path.join(dir, 'api/src/db/migrations'), { recursive: true });
    await git('init', '-q');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is the commit before the newest migration was added, under its first name, or the last commit before one not committed', async () => {
    await migration('0001-first.ts');
    await migration('0001-first.test.ts');
    const first = await commit('first');
    // Numbered high while written beside others, renumbered before it shipped.
    await migration('0009-second.ts');
    await commit('second');
    await rename(
      path.join(dir, 'api/src/db/migrations/0009-second.ts'),
      path.join(dir, 'api/src/db/migrations/0002-second.ts'),
    );
    const renumbered = await commit('renumbered');
    expect(await previousReleaseRevision(dir)).toEqual({ rev: first, migration: '0002-second.ts' });

    await migration('0003-third.ts');
    expect(await previousReleaseRevision(dir)).toEqual({ rev: renumbered, migration: '0003-third.ts' });
  });

  it('is none without the history: no git, or a clone cut short', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'tac-previous-release-test-'));
    try {
      await mkdir(path.join(copy, 'api/src/db/migrations'), { recursive: true });
      expect(await previousReleaseRevision(copy)).toEqual({
        unavailable: expect.stringContaining('no git history here'),
      });
      await run('git', ['clone', '-q', '--depth', '1', `file://${dir}`, path.join(copy, 'shallow')]);
      expect(await previousReleaseRevision(path.join(copy, 'shallow'))).toEqual({
        unavailable: expect.stringMatching(
          /^the history does not reach before \w+, which added 0002-second\.ts/,
        ),
      });
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

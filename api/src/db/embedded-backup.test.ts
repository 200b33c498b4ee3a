import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.ts';
import { backupDataDir, restoreDataDir } from './embedded-backup.ts';

async function rowsIn(dataDir: string): Promise<string[]> {
  const pglite = await PGlite.create(dataDir);
  try {
    const { rows } = await pglite.query<{ text: string }>('select text from note order by id');
    return rows.map((r) => r.text);
  } finally {
    await pglite.close();
  }
}

describe('npm run backup / restore of the embedded database', () => {
  let root: string;
  let dataDir: string;
  let file: string;
  const said: string[] = [];
  const say = (line: string) => said.push(line);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tac-backup-'));
    dataDir = path.join(root, 'data');
    file = path.join(root, 'backups', 'copy.tar.gz');
    const pglite = await PGlite.create(dataDir);
    await pglite.exec(`create table note (id serial primary key, text text not null);
      insert into note (text) values ('before the backup'), ('José — 3 m')`);
    await pglite.close();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('copies the database and brings it back, moving the newer data aside', async () => {
    expect(await backupDataDir(dataDir, file, say)).toBeGreaterThan(0);
    expect(said.at(-1)).toContain(`written to ${file}`);

    const pglite = await PGlite.create(dataDir);
    await pglite.exec(`insert into note (text) values ('after the backup'); delete from note where id = 1`);
    await pglite.close();

    const movedTo = await restoreDataDir(file, dataDir, say);
    expect(await rowsIn(dataDir)).toEqual(['before the backup', 'José — 3 m']);
    expect(movedTo).toBeDefined();
    expect(await rowsIn(movedTo as string)).toEqual(['José — 3 m', 'after the backup']);
    // The restored folder is free for the console to start on.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses while another live process holds the folder, naming it', async () => {
    // A process that is alive for the length of the test stands for a running API.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(
        path.join(dataDir, LOCK_FILE),
        JSON.stringify({ pid: holder.pid, what: 'the console API' }),
      );
      await expect(backupDataDir(dataDir, file, say)).rejects.toThrow(
        `is in use by the console API (process ${holder.pid})`,
      );
      await expect(restoreDataDir(file, dataDir, say)).rejects.toThrow(`process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: 2 ** 22 + 1, what: 'a crashed API' }),
    );
    expect(await backupDataDir(dataDir, file, say)).toBeGreaterThan(0);
  });

  it('says what is wrong with a folder that holds no database', async () => {
    await expect(backupDataDir(path.join(root, 'empty'), file, say)).rejects.toThrow('holds no database');
  });
});

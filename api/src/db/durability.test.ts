import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths, type Envelope, type LoginResult } from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseTarget } from '../config.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../seed/demo.ts';
import { type ApiProcess, startApiProcess } from '../testing/api-process.ts';
import { createTestDatabase } from '../testing/databases.ts';
import { describeBothDatabases } from '../testing/each-database.ts';
import { scryptCostFor } from '../testing/hashing.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrations.ts';
import { syncRolesAndClaims } from './reference-data.ts';

const WORKERS = 8;
/**
 * Saves acknowledged before the kill: enough that the workers are all saving when it falls (each
 * keeps one save in flight), few enough that the burst stays a small part of the test's two starts.
 */
const ACKNOWLEDGED_BEFORE_KILL = 40;

async function signIn(api: ApiProcess): Promise<string> {
  const res = await fetch(`${api.baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin@demo.local', Password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as Envelope<LoginResult>).data.token;
}

/**
 * Saves from WORKERS clients at once, SIGKILL as soon as ACKNOWLEDGED_BEFORE_KILL are answered
 * (the others still in flight). Returns the texts of the saves the API acknowledged.
 */
async function burstThenKill(api: ApiProcess, token: string) {
  const acknowledged: string[] = [];
  let inFlight = 0;
  let killed: { inFlight: number; done: Promise<void> } | undefined;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; !killed; n++) {
        const text = `durable ${worker}-${n}`;
        inFlight++;
        const res = await fetch(`${api.baseUrl}${ApiPaths.materialList.save}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ DisplayText: text }),
        }).catch(() => undefined); // the kill cuts the calls in flight
        inFlight--;
        if (res?.status === 200 && ((await res.json()) as Envelope<unknown>).success) acknowledged.push(text);
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed)
          killed = { inFlight, done: api.stop('SIGKILL') };
      }
    }),
  );
  await killed?.done;
  return { acknowledged, inFlight: killed?.inFlight ?? 0 };
}

describeBothDatabases('durability: the API killed with SIGKILL during a burst of saves', (kind) => {
  let target: DatabaseTarget;
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dir = await mkdtemp(path.join(tmpdir(), 'tac-durability-'));
      target = { kind: 'pglite', dataDir: dir };
      env = { TAC_DATA_DIR: dir, DATABASE_URL: '' };
      cleanup = () => rm(dir, { recursive: true, force: true });
    } else {
      const database = await createTestDatabase('postgres');
      target = database.target;
      env = { DATABASE_URL: (target as { url: string }).url };
      cleanup = database.drop;
    }
    // The accounts only (at the cheap test cost: this is not about hashing); the API then starts as in
    // production (TAC_DEMO=0).
    const database = await openDatabase(target);
    await migrateToLatest(database.db);
    await syncRolesAndClaims(database.db);
    await seedDemoUsers(database.db, scryptCostFor('fast'));
    await database.db.destroy();
  });
  afterAll(() => cleanup?.());

  it('keeps every acknowledged save after a restart; a production start on PGlite warns once', async () => {
    const api = await startApiProcess({ ...env, TAC_DEMO: '0' });
    const { acknowledged, inFlight } = await burstThenKill(api, await signIn(api));
    const warnings = api.output.split('does not fsync').length - 1;
    expect(warnings).toBe(kind === 'pglite' ? 1 : 0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    // A restart recovers the database (PGlite replays its write-ahead log); then read it directly.
    // Its stop need not drain: no balancer is sending it calls, and its close is what it always is.
    const restarted = await startApiProcess({ ...env, TAC_DEMO: '0', TAC_SHUTDOWN_DRAIN_SECONDS: '0' });
    await restarted.stop();
    const database = await openDatabase(target);
    const saved = new Set(
      (await database.db.selectFrom('material').select('display_text').execute()).map((m) => m.display_text),
    );
    await database.db.destroy();
    const lost = acknowledged.filter((text) => !saved.has(text));
    console.log(
      `durability [${kind}]: ${acknowledged.length} saves acknowledged before SIGKILL, ${inFlight} in flight; ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
  }, 240_000);
});

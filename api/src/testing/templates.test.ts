import { sql } from 'kysely';
import { afterAll, expect, inject, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { migrationProvider } from '../db/migrations.ts';
import { DEMO_MATERIALS, DEMO_USERS } from '../seed/demo-data.ts';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from './databases.ts';
import { describeBothDatabases } from './each-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const templatesOff = process.env.TAC_TEST_TEMPLATES === '0';

async function count(db: OpenDatabase['db'], table: string): Promise<number> {
  const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n);
}

describeBothDatabases("test databases copied from the run's templates", (kind) => {
  const opened: { database: OpenDatabase; testDb: TestDatabase }[] = [];
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const { database, testDb } of opened) {
      await database.db.destroy();
      await testDb.drop();
    }
    for (const app of apps) await app.close();
  });

  async function copyOfMigrated() {
    const testDb = await createTestDatabase(kind, 'migrated');
    const database = await openDatabase(testDb.target);
    opened.push({ database, testDb });
    return database;
  }
  /** The first case reads this copy and the second writes to it: PGlite loads each copy whole. */
  let firstCopy: Promise<OpenDatabase> | undefined;
  const sharedCopy = () => {
    firstCopy ??= copyOfMigrated();
    return firstCopy;
  };

  it.skipIf(templatesOff)(
    'a copy of the migrated template has every migration, the roles, and no users',
    async () => {
      expect(inject('databaseTemplates')).toBeTruthy();
      const { db } = await sharedCopy();
      const migrations = Object.keys(await migrationProvider.getMigrations());
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      expect(applied.rows.map((m) => m.name)).toEqual(migrations.sort());
      expect(await count(db, 'role')).toBeGreaterThan(0);
      expect(await count(db, 'app_user')).toBe(0);
    },
  );

  it.skipIf(templatesOff)('copies are independent of each other', async () => {
    const a = await sharedCopy();
    const b = await copyOfMigrated();
    await a.db.insertInto('material').values({ display_text: 'Only in A' }).execute();
    expect(await count(a.db, 'material')).toBe(1);
    expect(await count(b.db, 'material')).toBe(0);
  });

  it('a demo app has the demo data, its users hashed at the fast test cost, and signs in', async () => {
    const t = await startTestApp({ database: kind, seed: 'demo' });
    apps.push(t);
    const users = await t.db.selectFrom('app_user').select('password_hash').execute();
    expect(users).toHaveLength(DEMO_USERS.length);
    for (const u of users) expect(u.password_hash.startsWith('scrypt$16$1$1$')).toBe(true);
    expect(await count(t.db, 'material')).toBe(DEMO_MATERIALS.length);
    expect(await t.login('sysadmin@demo.local')).toBeTruthy();
  });

  // Which template an app starts from is the test app's choice, the same on either database: proven
  // on one, the default, since this app seeds the whole demo data set itself.
  it.runIf(kind === (POSTGRES_URL ? 'postgres' : 'pglite'))(
    "a demo app hashing at production's cost seeds its own users at OWASP's cost",
    async () => {
      const t = await startTestApp({ database: kind, seed: 'demo', passwordHashing: 'production' });
      apps.push(t);
      const users = await t.db.selectFrom('app_user').select('password_hash').execute();
      expect(users).toHaveLength(DEMO_USERS.length);
      for (const u of users) expect(u.password_hash.startsWith('scrypt$32768$8$3$')).toBe(true);
    },
  );
});

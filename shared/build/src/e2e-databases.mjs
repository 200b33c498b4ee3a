/**
 * The end-to-end consoles' databases on a PostgreSQL server, when `npm test` has one: each console
 * then seeds and serves the demo natively instead of in the embedded database's WebAssembly, which
 * costs the cores a good deal more while the browsers and the other lane want them
 * (shared/docs/testing.md, 'End to end on two workers'). `npm start`'s own path, the embedded
 * database, keeps its proof in the API suites and in the quick start.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The API package owns the PostgreSQL client; the build package borrows it rather than pin a second.
 * Asked for when used: `npm test` imports this module before it installs the dependencies.
 */
const pgClient = () => createRequire(path.resolve(import.meta.dirname, '../../../api/package.json'))('pg');

async function withAdmin(serverUrl, work) {
  const pg = pgClient();
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` new empty databases on the server `serverUrl` names; resolves to their URLs (in the
 * order of the consoles' slots) and a `drop` that removes them.
 */
export async function createE2eDatabases(serverUrl, count) {
  const run = randomBytes(4).toString('hex');
  const names = Array.from({ length: count }, (_, i) => `tac_e2e_${run}_${i}`);
  await withAdmin(serverUrl, async (client) => {
    for (const name of names) {
      await client.query(`create database ${name}`);
      // The suite never crashes the server, so a commit need not wait for its flush.
      await client.query(`alter database ${name} set synchronous_commit = off`);
    }
  });
  const urls = names.map((name) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  });
  const drop = () =>
    withAdmin(serverUrl, async (client) => {
      for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
    });
  return { urls, drop };
}

/**
 * `npm run cluster -- --replicas 3 [--port 8080]`: builds what is stale, then starts the API
 * replicas on one PostgreSQL (DATABASE_URL) behind HAProxy, installed from Debian when missing
 * (as root). shared/docs/operations.md describes the layout.
 */
import path from 'node:path';
import { buildStale } from './build.mjs';
import { log, ROOT, run } from './lib.mjs';

await buildStale();
log('cluster', 'starting the replicas and HAProxy…');
const code = await run(
  process.execPath,
  ['--import', 'tsx', path.join('src', 'ops', 'cluster', 'cli.ts'), ...process.argv.slice(2)],
  { cwd: path.join(ROOT, 'api') },
);
process.exit(code);

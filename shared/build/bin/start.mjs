/**
 * `npm start`: brings dependencies, builds what is stale, then serves API, host and remotes from one
 * process on http://localhost:8080 with demo data on the embedded database (TAC_DEMO=0 to start without).
 */
import path from 'node:path';
import { buildStale } from './build.mjs';
import { log, ROOT, run } from './lib.mjs';

await buildStale();
log('start', 'starting the server…');
const code = await run(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    TAC_DEMO: process.env.TAC_DEMO ?? '1',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  },
});
process.exit(code);

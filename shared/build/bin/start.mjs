/**
 * `npm start`: brings dependencies, builds what is stale, then serves API, host and remotes from one
 * process on http://localhost:8080 with demo data on the embedded database (TAC_DEMO=0 to start without).
 * TAC_DEMO_DEVICES=<n> adds n simulated field devices pushing to it slowly (demo-devices.mjs). Its
 * terminal shows readable log lines (TAC_LOG_FORMAT=pretty: warnings and errors stand out, a routine
 * request is quiet); TAC_LOG_FORMAT=json gives the JSON lines a production process writes.
 */
import path from 'node:path';
import { buildStale } from './build.mjs';
import { demoDeviceCount, startDemoDevices } from './demo-devices.mjs';
import { log, ROOT, run } from './lib.mjs';

const demo = process.env.TAC_DEMO ?? '1';
const devices = demoDeviceCount(process.env.TAC_DEMO_DEVICES);
await buildStale();
log('start', 'starting the server…');
const server = { running: true };
const exited = run(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    TAC_DEMO: demo,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    TAC_LOG_FORMAT: process.env.TAC_LOG_FORMAT || 'pretty',
  },
});
let stopDevices = () => {};
// The simulator signs in as the demo administrator: only with the demo data.
if (devices > 0 && demo === '0')
  log('demo devices', 'TAC_DEMO_DEVICES needs the demo data (TAC_DEMO=1): none started');
else if (devices > 0) stopDevices = startDemoDevices(devices, process.env.PORT || '8080', server);
const code = await exited;
server.running = false;
stopDevices();
process.exit(code);

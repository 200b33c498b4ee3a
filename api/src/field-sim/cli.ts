/**
 * The field simulator (shared/docs/field-sync.md "Simulator"): enrols devices through the API of a
 * running console and drives them as foremen would.
 *
 *   npm run field-sim -- --devices 50 --days 5
 *   options: --url http://127.0.0.1:3000  --user admin@demo.local  --password <demo password>
 *            --offline 0.15 (chance a day is offline)  --no-photos  --seed 1
 *            --code <code> (drive the one device enrolled on /Devices with that code; no sign-in)
 *            --pace <seconds> (one push every that many seconds across all devices, each printed;
 *            the demo start's trickle)  --batch <items> (items a push, default 50)
 */
import { parseArgs } from 'node:util';
import { todayIn } from '@tac/contracts/calendar';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import {
  activeDevices,
  DeviceClient,
  enrol,
  enrolWithCode,
  PATIENCE,
  type Patience,
  signIn,
} from './device-client.ts';
import { random } from './foreman.ts';
import { addTallies, BATCH, pacer, runDevice } from './run-device.ts';

export const SIM_APP_VERSION = 'field-sim-1';

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.TAC_URL ?? 'http://127.0.0.1:3000' },
      user: { type: 'string', default: 'admin@demo.local' },
      password: { type: 'string', default: DEMO_PASSWORD },
      devices: { type: 'string', default: '10' },
      days: { type: 'string', default: '5' },
      offline: { type: 'string', default: '0.15' },
      'no-photos': { type: 'boolean', default: false },
      seed: { type: 'string', default: '1' },
      code: { type: 'string' },
      pace: { type: 'string', default: '0' },
      batch: { type: 'string', default: String(BATCH) },
    },
  });
  const count = Number(values.devices);
  const days = Number(values.days);
  const offline = Number(values.offline);
  if (!Number.isInteger(count) || count < 1) throw new Error('--devices must be a whole number of 1 or more');
  if (!Number.isInteger(days) || days < 1) throw new Error('--days must be a whole number of 1 or more');
  if (!(offline >= 0 && offline <= 1)) throw new Error('--offline must be between 0 and 1');
  const pace = Number(values.pace);
  const batch = Number(values.batch);
  if (!(pace >= 0)) throw new Error('--pace must be a number of seconds, 0 or more');
  if (!Number.isInteger(batch) || batch < 1 || batch > 200)
    throw new Error('--batch must be a whole number from 1 to 200');
  const baseUrl = values.url.replace(/\/$/, '');
  let waits = 0;
  const patience: Patience = {
    ...PATIENCE,
    onWait: (...args) => {
      waits++;
      PATIENCE.onWait(...args);
    },
  };
  const clients = values.code
    ? [await deviceOfCode(baseUrl, values.code, patience)]
    : await enrolDevices(baseUrl, values.user, values.password, count, patience);
  const lastDay = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const started = Date.now();
  const turn = pacer(pace);
  console.log(
    `Driving them over ${days} days ending ${lastDay}${pace > 0 ? `, a push every ${pace} s` : ''} …`,
  );
  const tallies = await Promise.all(
    clients.map((client, i) =>
      runDevice(client, random(Number(values.seed) * 7919 + i), lastDay, days, {
        offline,
        photos: !values['no-photos'],
        batch,
        ...(pace > 0 ? { turn, log: (line: string) => console.log(line) } : {}),
      }),
    ),
  );
  const total = addTallies(tallies);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Done in ${seconds.toFixed(1)} s: ${total.pushes} pushes, ${total.accepted} items accepted, ${total.repeated} items pushed again after a lost answer (written once), ` +
      `${total.refused} refused, ${total.uploads} attachments, ${total.offlineDays} offline days, ${waits} waits after a 429.`,
  );
  if (total.firstRefusal) console.log(`First refusal: ${total.firstRefusal}`);
}

/** The device an administrator enrolled on /Devices: its code, as typed on the tablet. */
async function deviceOfCode(baseUrl: string, code: string, patience: Patience): Promise<DeviceClient> {
  const { deviceName, token } = await enrolWithCode(baseUrl, code, SIM_APP_VERSION, patience);
  console.log(`Enrolled ${deviceName} on ${baseUrl} with its code.`);
  return new DeviceClient(baseUrl, token, deviceName, patience);
}

/** Signs in as the console user and enrols up to `count` of the active devices it sees. */
async function enrolDevices(
  baseUrl: string,
  user: string,
  password: string,
  count: number,
  patience: Patience,
) {
  const consoleToken = await signIn(baseUrl, user, password);
  const devices = await activeDevices(baseUrl, consoleToken, count);
  if (devices.length < count)
    console.log(`Only ${devices.length} active devices are visible to ${user}; using them all.`);
  console.log(`Enrolling ${devices.length} devices on ${baseUrl} …`);
  const clients: DeviceClient[] = [];
  for (const device of devices) {
    const { token } = await enrol(baseUrl, consoleToken, device.deviceID, SIM_APP_VERSION, patience);
    clients.push(new DeviceClient(baseUrl, token, device.deviceEmpID, patience));
  }
  return clients;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

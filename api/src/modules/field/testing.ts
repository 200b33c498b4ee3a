import { randomUUID } from 'node:crypto';
import { ApiPaths, type DeviceEnrolCode, type FieldEnrolResult } from '@tac/contracts';
import type { TestApp } from '../../testing/test-app.ts';

/** A fresh client id, as a device makes one. */
export const clientId = () => randomUUID();

/** Whose line a pushed item carries, and where and when: an employee on a project on a day. */
export interface ItemPlace {
  employeeId: number;
  projectId: number;
  day: string;
}

/**
 * A timecard line as a device pushes it, with a fresh client id: 8 hours of REG, 07:00 to 15:30 with
 * lunch from 11:30 to 12:00; `overrides` hold what a test is about.
 */
export const timecardItem = (place: ItemPlace, overrides: Record<string, unknown> = {}) => ({
  clientId: clientId(),
  kind: 'timecard',
  timeRecordId: 1,
  ...place,
  hoursType: 'REG',
  hours: 8,
  startTime: '07:00',
  lunchStartTime: '11:30',
  lunchEndTime: '12:00',
  endTime: '15:30',
  ...overrides,
});

/** One hour, 07:00 to 08:00 without lunch: a timecardItem's hours for a test about something else. */
export const ONE_HOUR = {
  hours: 1,
  startTime: '07:00',
  lunchStartTime: '',
  lunchEndTime: '',
  endTime: '08:00',
};

/**
 * A T&M voucher revision as a device pushes it, with a fresh client id: submitted online, its labour
 * the place's employee's `hours` of REG (2 unless told); the other fields given hold what a test is about.
 */
export const voucherItem = (
  place: ItemPlace & { taskId: number },
  {
    voucherNumber,
    hours = 2,
    ...overrides
  }: { voucherNumber: string; hours?: number } & Record<string, unknown>,
) => ({
  clientId: clientId(),
  kind: 'voucher',
  voucherNumber,
  projectId: place.projectId,
  taskId: place.taskId,
  day: place.day,
  submittedMode: 'Online',
  labour: [{ employeeId: place.employeeId, payCode: 'REG', hours }],
  ...overrides,
});

/** Enrols a device through the console and the device's own call; gives its credential. */
export async function enrolDevice(t: TestApp, adminToken: string, deviceId: number): Promise<string> {
  const code = await t.call<DeviceEnrolCode>('POST', ApiPaths.devices.enrol, {
    token: adminToken,
    body: { deviceId },
  });
  if (code.status !== 200) throw new Error(`enrolment code: ${code.status} ${code.body.message}`);
  const enrolled = await t.call<FieldEnrolResult>('POST', ApiPaths.field.enrol, {
    body: { code: code.body.data.code, appVersion: 'test-1.0' },
  });
  if (enrolled.status !== 200) throw new Error(`enrol: ${enrolled.status} ${enrolled.body.message}`);
  return enrolled.body.data.token;
}

/**
 * Reads these series (exact name and labels, as Prometheus' text format prints them) in the apps'
 * metrics, summed over the apps (each replica counts its own calls); gives a function answering how
 * far each moved since. A series never counted reads 0.
 */
export async function countFrom(
  apps: readonly TestApp[],
  series: readonly string[],
): Promise<() => Promise<Record<string, number>>> {
  const read = async () => {
    const texts = await Promise.all([...new Set(apps)].map((t) => t.app.metrics.text()));
    return series.map((name) =>
      texts.reduce((sum, text) => {
        const line = text.split('\n').find((l) => l.startsWith(`${name} `));
        return sum + (line ? Number(line.slice(name.length + 1)) : 0);
      }, 0),
    );
  };
  const before = await read();
  return async () => {
    const after = await read();
    return Object.fromEntries(series.map((name, i) => [name, (after[i] ?? 0) - (before[i] ?? 0)]));
  };
}

/** Sends raw bytes as an attachment. */
export async function upload(
  t: TestApp,
  token: string,
  query: { clientId: string; itemClientId: string; purpose: string; name: string },
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
): Promise<{ status: number; body: { success: boolean; message: string; data: unknown } }> {
  const response = await fetch(`${t.baseUrl}${ApiPaths.field.attachment}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** The committed typed client's types, generated from the device's part of /api/docs/json. */
export const DEVICE_API_TYPES = new URL('./device-api.generated.ts', import.meta.url);

/**
 * The device's part of the OpenAPI document (its calls under /api/Field/*: the enrolment and every
 * call a device credential opens) as openapi-typescript prints its types: what a device team
 * generates its client from.
 */
export async function deviceApiTypes(t: TestApp): Promise<string> {
  const { default: openapiTS, astToString, COMMENT_HEADER } = await import('openapi-typescript');
  const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { 'x-access'?: string }>>;
  };
  const paths = Object.fromEntries(
    Object.entries(doc.paths).filter(
      ([path, methods]) =>
        path === ApiPaths.field.enrol ||
        Object.values(methods).some((operation) => operation['x-access'] === 'device'),
    ),
  );
  return COMMENT_HEADER + astToString(await openapiTS({ ...doc, paths } as never));
}

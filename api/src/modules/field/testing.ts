import { randomUUID } from 'node:crypto';
import { ApiPaths, type DeviceEnrolCode, type FieldEnrolResult } from '@tac/contracts';
import type { TestApp } from '../../testing/test-app.ts';

/** A fresh client id, as a device makes one. */
export const clientId = () => randomUUID();

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

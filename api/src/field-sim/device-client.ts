import {
  ApiPaths,
  type DeviceEnrolCode,
  type DeviceRow,
  type Envelope,
  type FieldEnrolResult,
  type FieldItemAnswer,
  type FieldPullResult,
  type LoginResult,
} from '@tac/contracts';

/**
 * How a client meets a 429 (shared/docs/field-sync.md "Limits"): it waits the seconds the answer's
 * Retry-After names and sends the same request again, at most `attempts` times in all; the last 429
 * is the caller's.
 */
export interface Patience {
  attempts: number;
  /** Told of each wait before it (`next`: the attempt that follows it): the simulator prints it. */
  onWait(what: string, seconds: number, next: number): void;
  sleep(ms: number): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const PATIENCE: Patience = {
  attempts: 5,
  onWait: (what, seconds, next) =>
    console.log(`${what}: too many calls (429), waiting ${seconds} s as told, then attempt ${next}`),
  sleep,
};

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); one when it says nothing usable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const seconds = Number(header);
  if (header && Number.isFinite(seconds) && seconds >= 0) return Math.max(1, Math.ceil(seconds));
  const at = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? 1 : Math.max(1, Math.ceil((at - now) / 1000));
}

/** A request, sent again after each 429 as `patience` allows. */
async function send(what: string, url: string, init: RequestInit, patience: Patience): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 429 || attempt >= patience.attempts) return response;
    await response.arrayBuffer();
    const seconds = retryAfterSeconds(response.headers.get('retry-after'));
    patience.onWait(what, seconds, attempt + 1);
    await patience.sleep(seconds * 1000);
  }
}

/**
 * The calls a field device makes (shared/docs/field-sync.md), and the console calls that enrol it,
 * over plain HTTP like any client: the simulator and the field benchmark drive the API only through
 * them.
 */
async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: unknown,
  patience: Patience = PATIENCE,
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await send(
    `${method} ${path}`,
    baseUrl + path,
    {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    patience,
  );
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

function data<T>(what: string, res: { status: number; body: Envelope<T> }): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.body.message}`);
  return res.body.data;
}

export async function signIn(baseUrl: string, userName: string, password: string): Promise<string> {
  return data(
    'sign-in',
    await call<LoginResult>(baseUrl, 'POST', ApiPaths.account.login, undefined, {
      UserName: userName,
      Password: password,
    }),
  ).token;
}

/** Up to `count` active devices the console user sees, in name order. */
export async function activeDevices(baseUrl: string, token: string, count: number): Promise<DeviceRow[]> {
  return data(
    'device list',
    await call<DeviceRow[]>(baseUrl, 'POST', ApiPaths.devices.list, token, {
      SearchText: [],
      Skip: 0,
      Take: count,
      Status: 'active',
    }),
  );
}

/** The console's enrolment code, exchanged as the device would: gives the device's credential. */
export async function enrol(
  baseUrl: string,
  consoleToken: string,
  deviceId: number,
  appVersion: string,
  patience = PATIENCE,
) {
  const { code } = data(
    'enrolment code',
    await call<DeviceEnrolCode>(
      baseUrl,
      'POST',
      ApiPaths.devices.enrol,
      consoleToken,
      { deviceId },
      patience,
    ),
  );
  return enrolWithCode(baseUrl, code, appVersion, patience);
}

/**
 * A code shown on /Devices (typed or scanned on the device), exchanged for the device's credential.
 * Many tablets enrolling from one address meet its limit: they wait as told and send the code again.
 */
export async function enrolWithCode(baseUrl: string, code: string, appVersion: string, patience = PATIENCE) {
  return data(
    'enrol',
    await call<FieldEnrolResult>(
      baseUrl,
      'POST',
      ApiPaths.field.enrol,
      undefined,
      { code, appVersion },
      patience,
    ),
  );
}

/** One enrolled device's calls; each waits out a 429 as `patience` allows (the benchmark counts them instead). */
export class DeviceClient {
  /** The patience with the device's name in what it is told. */
  private readonly patience: Patience;

  constructor(
    readonly baseUrl: string,
    readonly token: string,
    /** What the simulator calls the device in its lines. */
    readonly name = 'device',
    patience: Patience = PATIENCE,
  ) {
    this.patience = { ...patience, onWait: (what, s, next) => patience.onWait(`${name}: ${what}`, s, next) };
  }

  private call<T>(path: string, body: unknown) {
    return call<T>(this.baseUrl, 'POST', path, this.token, body, this.patience);
  }

  async pull(cursor?: string): Promise<FieldPullResult> {
    return data('pull', await this.call<FieldPullResult>(ApiPaths.field.pull, cursor ? { cursor } : {}));
  }

  /** A push; the status and answers as they came (a 429 past the patience, or a lost answer, is the caller's). */
  async push(items: readonly unknown[]): Promise<{ status: number; items: FieldItemAnswer[] }> {
    const res = await this.call<{ items: FieldItemAnswer[] }>(ApiPaths.field.push, { items });
    return { status: res.status, items: res.body.data?.items ?? [] };
  }

  async upload(
    query: { clientId: string; itemClientId: string; purpose: string; name: string },
    bytes: Uint8Array,
  ): Promise<number> {
    const path = `${ApiPaths.field.attachment}?${new URLSearchParams(query)}`;
    const response = await send(
      `POST ${ApiPaths.field.attachment}`,
      this.baseUrl + path,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/octet-stream' },
        // A view on a plain ArrayBuffer: the DOM's fetch types, under which the e2e helpers compile
        // this file, take no view that may sit on a SharedArrayBuffer.
        body: new Uint8Array(bytes),
      },
      this.patience,
    );
    await response.arrayBuffer();
    return response.status;
  }
}

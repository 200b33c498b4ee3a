import { addDays } from '@tac/contracts/calendar';
import { tinyPng } from '../images/tiny-png.ts';
import type { DeviceClient } from './device-client.ts';
import {
  applyPull,
  type DeviceState,
  emptyState,
  foremanDay,
  type Random,
  type Recorded,
} from './foreman.ts';

/** Items per push: a crew's day fits in one small answer on a weak connection. */
export const BATCH = 50;

/** The smallest attestation the server keeps: a catalog and one empty page (pdf-content.ts). */
const PDF = new TextEncoder().encode(
  [
    '%PDF-1.4',
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj',
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ].join('\n'),
);

export interface DeviceTally {
  pushes: number;
  accepted: number;
  repeated: number;
  refused: number;
  uploads: number;
  retries: number;
  offlineDays: number;
  firstRefusal?: string;
}

export const emptyTally = (): DeviceTally => ({
  pushes: 0,
  accepted: 0,
  repeated: 0,
  refused: 0,
  uploads: 0,
  retries: 0,
  offlineDays: 0,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Turns for pushes `seconds` apart, shared by every device of a run: the demo start's slow trickle
 * (shared/docs/field-sync.md "Simulator"). No waiting at 0.
 */
export function pacer(seconds: number, now = Date.now): () => Promise<void> {
  let next = now();
  return async () => {
    const at = Math.max(now(), next);
    next = at + seconds * 1000;
    const wait = at - now();
    if (wait > 0) await sleep(wait);
  };
}

export interface RunOptions {
  /** The chance a day is offline (pushed with the next). */
  offline: number;
  photos: boolean;
  /** Items a push; BATCH unless told. */
  batch?: number;
  /** Waited for before each push. */
  turn?: () => Promise<void>;
  /** Told of each push: a line for the demo start. */
  log?: (line: string) => void;
}

/** Pushes in batches (the client waits out a 429 as told). */
async function pushAll(
  client: DeviceClient,
  recorded: Recorded[],
  tally: DeviceTally,
  r: Random,
  options: RunOptions,
) {
  const accepted: Recorded[] = [];
  const size = options.batch ?? BATCH;
  for (let i = 0; i < recorded.length; i += size) {
    const batch = recorded.slice(i, i + size);
    await options.turn?.();
    const answer = await client.push(batch.map((b) => b.item));
    if (answer.status !== 200) throw new Error(`${client.name}: push answered ${answer.status}`);
    tally.pushes++;
    if (options.log) options.log(`${client.name}: ${describePush(batch, answer.items)}`);
    // Now and then the answer is "lost": the device sends the same batch again, and nothing is written twice.
    if (r.chance(0.05)) {
      tally.retries++;
      const again = await client.push(batch.map((b) => b.item));
      const rewritten = again.items.filter((a, k) => answer.items[k]?.status === 'accepted' && !a.repeated);
      if (again.status === 200 && rewritten.length === 0) tally.repeated += answer.items.length;
      else
        throw new Error(`a repeated push answered ${again.status} and wrote ${rewritten.length} items again`);
    }
    answer.items.forEach((a, k) => {
      // A conflict (the id taken with other content) is the device's to resolve, as a refusal is.
      if (a.status !== 'accepted') {
        tally.refused++;
        tally.firstRefusal ??= `${a.field}: ${a.message}`;
      } else {
        tally.accepted++;
        accepted.push(batch[k] as Recorded);
      }
    });
  }
  return accepted;
}

/**
 * One device over `days` days ending `lastDay`: it pulls, records a foreman's day, and pushes it with
 * its attachments, except on an offline day, when it keeps the day and pushes it with the next.
 */
export async function runDevice(
  client: DeviceClient,
  r: Random,
  lastDay: string,
  days: number,
  options: RunOptions,
): Promise<DeviceTally> {
  const tally = emptyTally();
  const state: DeviceState = emptyState();
  let recordId = 1_000_000_000 + r.int(0, 900_000_000);
  const nextRecordId = () => ++recordId;
  let held: Recorded[] = [];
  for (let d = days - 1; d >= 0; d--) {
    const day = addDays(lastDay as never, -d);
    applyPull(state, await client.pull(state.cursor));
    held.push(...foremanDay(state, day, r, nextRecordId));
    if (d > 0 && r.chance(options.offline)) {
      tally.offlineDays++;
      continue;
    }
    const accepted = await pushAll(client, held, tally, r, options);
    held = [];
    if (!options.photos) continue;
    for (const { item, uploads } of accepted) {
      for (const [k, upload] of uploads.entries()) {
        const bytes =
          upload.purpose === 'attestationPdf' ? PDF : tinyPng(8, 8, [30 + k, 90, 160], [200, 180, 40]);
        const status = await client.upload(
          {
            clientId: `${item.clientId}-a${k}`,
            itemClientId: item.clientId,
            purpose: upload.purpose,
            name: upload.name,
          },
          bytes,
        );
        if (status === 200) tally.uploads++;
      }
    }
  }
  return tally;
}

/** "3 timecard lines, 1 daily detail for 2026-11-26: 4 accepted" */
function describePush(batch: readonly Recorded[], answers: readonly { status: string }[]): string {
  const kinds = new Map<string, number>();
  for (const { item } of batch) kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
  const days = [...new Set(batch.map((b) => String(b.item.day)))].join(', ');
  const accepted = answers.filter((a) => a.status === 'accepted').length;
  const what = [...kinds].map(([kind, n]) => `${n} ${KIND_NAMES[kind] ?? kind}`).join(', ');
  return `${what} for ${days}: ${accepted} accepted${accepted < answers.length ? `, ${answers.length - accepted} refused` : ''}`;
}

const KIND_NAMES: Record<string, string> = {
  timecard: 'timecard line(s)',
  issueNote: 'issue note(s)',
  dailyDetail: 'daily detail(s)',
  voucher: 'voucher revision(s)',
};

export function addTallies(tallies: readonly DeviceTally[]): DeviceTally {
  const total = emptyTally();
  for (const t of tallies) {
    for (const key of [
      'pushes',
      'accepted',
      'repeated',
      'refused',
      'uploads',
      'retries',
      'offlineDays',
    ] as const) {
      total[key] += t[key];
    }
    total.firstRefusal ??= t.firstRefusal;
  }
  return total;
}

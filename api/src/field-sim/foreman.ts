import { randomUUID } from 'node:crypto';
import type { FieldPullResult } from '@tac/contracts';
import { prng } from '../seed/demo-timecards.ts';

/** What a device keeps from its pulls: its crew, its projects with task codes, its lists. */
export interface DeviceState {
  cursor?: string;
  employees: Map<number, { id: number }>;
  projects: Map<number, { id: number; tasks: { id: number }[] }>;
  statusCodes: number[];
  materials: number[];
  equipment: number[];
  allowAttestation: boolean;
  allowSignature: boolean;
}

export const emptyState = (): DeviceState => ({
  employees: new Map(),
  projects: new Map(),
  statusCodes: [],
  materials: [],
  equipment: [],
  allowAttestation: false,
  allowSignature: false,
});

/** Applies a pull's changes: upserts replace rows, removals drop them. */
export function applyPull(state: DeviceState, answer: FieldPullResult): DeviceState {
  const { changes } = answer;
  const apply = <T extends { id: number | string }>(
    map: Map<number, T>,
    change: { upserts: T[]; removals: (number | string)[] } | undefined,
  ) => {
    if (answer.full) map.clear();
    for (const row of change?.upserts ?? []) map.set(Number(row.id), row);
    for (const id of change?.removals ?? []) map.delete(Number(id));
  };
  apply(state.employees, changes.employees);
  apply(state.projects, changes.projects);
  const ids = (
    current: number[],
    change: { upserts: { id: number }[]; removals: (number | string)[] } | undefined,
  ) => {
    const set = new Set(answer.full ? [] : current);
    for (const row of change?.upserts ?? []) set.add(row.id);
    for (const id of change?.removals ?? []) set.delete(Number(id));
    return [...set];
  };
  state.statusCodes = ids(state.statusCodes, changes.statusCodes);
  state.materials = ids(state.materials, changes.materials);
  state.equipment = ids(state.equipment, changes.equipment);
  const permissions = changes.permissions?.upserts[0];
  if (permissions) {
    state.allowAttestation = permissions.allowAttestation;
    state.allowSignature = permissions.allowTMVoucherSignature;
  }
  state.cursor = answer.cursor;
  return state;
}

/** The demo seed's PRNG, so a run can be repeated. */
export const random = prng;
export type Random = ReturnType<typeof random>;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A pushed item and the photos or PDF the device sends after it. */
export interface Recorded {
  item: { clientId: string; kind: string } & Record<string, unknown>;
  uploads: { purpose: 'photo' | 'attestationPdf' | 'signature'; name: string }[];
}

/**
 * A foreman's day on one device: a line (or two, with overtime) per crew member on one project,
 * with a lunch break and, where the device may, the member's attestation; now and then an issue
 * note with a photo, a daily detail, and a T&M voucher (revised later the same day, sometimes signed).
 */
export function foremanDay(
  state: DeviceState,
  day: string,
  r: Random,
  nextRecordId: () => number,
): Recorded[] {
  const projects = [...state.projects.values()];
  const crew = [...state.employees.values()].slice(0, 12);
  if (projects.length === 0 || crew.length === 0) return [];
  const project = r.pick(projects);
  const task = project.tasks.length ? r.pick(project.tasks) : undefined;
  const out: Recorded[] = [];
  for (const member of crew) {
    const start = r.int(6 * 60, 8 * 60);
    const lunch = start + r.int(4 * 60, 5 * 60);
    const end = lunch + 30 + r.int(3 * 60, 5 * 60);
    const worked = (end - start - 30) / 60;
    const recordId = nextRecordId();
    const attestation = state.allowAttestation
      ? r.chance(0.9)
        ? { status: 'Approved', language: r.chance(0.3) ? 'es' : 'en', reasons: [] }
        : { status: 'Rejected', language: 'en', reasons: ['noRestBreaks'] }
      : undefined;
    const line = (hoursType: string, hours: number): Recorded => ({
      item: {
        clientId: randomUUID(),
        kind: 'timecard',
        timeRecordId: recordId,
        employeeId: member.id,
        projectId: project.id,
        taskId: task?.id ?? null,
        day,
        hoursType,
        hours: Math.round(hours * 100) / 100,
        startTime: hhmm(start),
        lunchStartTime: hhmm(lunch),
        lunchEndTime: hhmm(lunch + 30),
        endTime: hhmm(end),
        statusCodeId: state.statusCodes.length && r.chance(0.5) ? r.pick(state.statusCodes) : null,
        ...(attestation ? { attestation } : {}),
      },
      uploads: [],
    });
    const regular = line('REG', Math.min(8, worked));
    if (attestation) regular.uploads.push({ purpose: 'attestationPdf', name: `attestation-${recordId}.pdf` });
    if (r.chance(0.05)) regular.uploads.push({ purpose: 'photo', name: `IMG_${recordId}.png` });
    out.push(regular);
    if (worked > 8) out.push(line('OT', worked - 8));
  }
  if (r.chance(0.2)) {
    out.push({
      item: {
        clientId: randomUUID(),
        kind: 'issueNote',
        day,
        projectId: project.id,
        issueNote: 'Delivery late; crew waited',
        lostHours: 1,
      },
      uploads: [{ purpose: 'photo', name: 'issue.png' }],
    });
  }
  out.push({
    item: {
      clientId: randomUUID(),
      kind: 'dailyDetail',
      day,
      projectId: project.id,
      weather: r.pick(['Sunny', 'Rain', 'Wind']),
    },
    uploads: [],
  });
  if (task && r.chance(0.3)) {
    // The device numbers a voucher's revisions and says when it recorded each (the newest recorded is current).
    const voucher = (notes: string, sign: boolean, revision: number): Recorded => ({
      item: {
        clientId: randomUUID(),
        kind: 'voucher',
        voucherNumber: `SIM-${day}-${project.id}-${recordIdTail(nextRecordId())}`,
        projectId: project.id,
        taskId: task.id,
        day,
        submittedMode: 'Offline',
        notes,
        labour: crew.slice(0, 3).map((m) => ({ employeeId: m.id, payCode: 'REG', hours: 2 })),
        materials: state.materials.length
          ? [{ materialId: r.pick(state.materials), quantity: r.int(1, 20) }]
          : [],
        equipment: state.equipment.length ? [{ equipmentId: r.pick(state.equipment), hours: 2 }] : [],
        // Signed as on site: the foreman for the company, then the customer's superintendent, whose
        // signature is the upload (the voucher arrives Ready for Review, then Field Verified).
        ...(sign ? { companySignerName: 'Crew Foreman', signerName: 'Site Superintendent' } : {}),
        revision,
        recordedAt: new Date(Date.parse(`${day}T18:00:00Z`) + revision * 3600_000).toISOString(),
      },
      uploads: sign
        ? [{ purpose: 'signature', name: 'signature.png' }]
        : [{ purpose: 'photo', name: 'work.png' }],
    });
    const first = voucher('Extra work ordered on site', false, 1);
    const revised = voucher('Extra work ordered on site; hours revised', state.allowSignature, 2);
    revised.item.voucherNumber = first.item.voucherNumber;
    out.push(first, revised);
  }
  return out;
}

const recordIdTail = (id: number) => String(id).slice(-5);

import type { Answer, QueryParams } from '@tac/api-client';
import { refusal as failed, answerOf as ok } from '@tac/api-client/testing';
import {
  ApiPaths,
  type AuditEntry,
  AuditMessages,
  type Envelope,
  VoucherSearchField as F,
  type SearchRequest,
  type SearchTextEntry,
  skipTakeToOffsetLimit,
  type VoucherAttachment,
  type VoucherLabourVariance,
  VoucherLifecycleMessages,
  VoucherMove,
  type VoucherPdf,
  type VoucherRecord,
  type VoucherStatus,
  type VoucherStatusState,
  voucherEmployeeName,
  voucherTransition,
} from '@tac/contracts';

// An answer as `api` resolves it, and a refusal as `api` throws it: the client's test helpers.
export { failed, ok };
/** An answer as the server sent it, for holding the fake to the API's schemas. */
export const wire = <T>(answer: Answer<T>): Envelope<T> => ({ success: true, ...answer });

/** A revision row; `id` is the revision's own id, `voucherId` its voucher's (the same for each revision). */
export function voucher(overrides: Partial<VoucherRecord> = {}): VoucherRecord {
  const base: VoucherRecord = {
    id: 1,
    voucherId: 100,
    deviceId: 10,
    projectId: 20,
    taskCodeID: 30,
    tmVoucherNumber: '1001',
    tmVersion: 1,
    hasSignature: true,
    isAttachmentAdded: false,
    deviceName: 'TAC_Ada_Lovelace_07',
    createdDate: '2026-11-16',
    projectNumber: 'P-200',
    projectName: 'Harbor Bridge',
    taskNumber: '010',
    taskName: 'Framing',
    syncedDateTime: '2026-11-16T15:30:00Z',
    submittedMode: 'Online',
    attachmentName: '',
    voucherStatus: 'FieldVerified',
    statusReason: '',
    billingReference: '',
    signatureRequestOpen: false,
    ...overrides,
  };
  return {
    ...base,
    attachmentName: base.attachmentName || `TMVoucher_${base.tmVoucherNumber}_Rev${base.tmVersion}.pdf`,
  };
}

/** A tiny valid PNG (1×1), base64 without a data: prefix, as the API sends attachments. */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const sameVoucher = (a: VoucherRecord, b: VoucherRecord) =>
  a.deviceId === b.deviceId &&
  a.projectId === b.projectId &&
  a.taskCodeID === b.taskCodeID &&
  a.tmVoucherNumber === b.tmVoucherNumber;

/** What each SearchText FieldName compares, as the server does (text contains, ignoring case). */
function matches(row: VoucherRecord, { FieldName, Value }: SearchTextEntry): boolean {
  const contains = (text: string) => text.toLowerCase().includes(Value.toLowerCase());
  switch (FieldName) {
    case F.VoucherNumber:
      return contains(row.tmVoucherNumber);
    case F.Employee:
      return contains(voucherEmployeeName(row.deviceName));
    case F.DeviceName:
      return contains(row.deviceName);
    case F.TimeCardDate:
      return row.createdDate === Value;
    case F.Project:
      return contains(`${row.projectNumber} - ${row.projectName}`);
    case F.TaskCode:
      return contains(`${row.taskNumber}-${row.taskName}`);
    case F.SyncedDate:
      return row.syncedDateTime.startsWith(Value);
    case F.Version:
      return row.tmVersion === Number(Value);
    case F.Status:
      return contains(row.submittedMode);
    case F.Signature:
      return Value.split(' ').includes(row.hasSignature ? 'Yes' : 'No');
    case F.DeviceId:
      return row.deviceId === Number(Value);
    case F.ProjectId:
      return row.projectId === Number(Value);
    case F.TaskCodeId:
      return row.taskCodeID === Number(Value);
    case F.TMVoucherNumber:
      return row.tmVoucherNumber === Value;
    case F.VoucherStatus:
      return Value.trim() === '' || Value.split(' ').includes(row.voucherStatus);
    default:
      return true; // the user id entry: the server scopes by the session instead
  }
}

/** The lifecycle's office moves, by path. */
const MOVES: Record<string, VoucherMove> = {
  [ApiPaths.vouchers.approveForReview]: VoucherMove.ApproveForReview,
  [ApiPaths.vouchers.close]: VoucherMove.Close,
  [ApiPaths.vouchers.reopen]: VoucherMove.Reopen,
};

interface MoveBody {
  TMVoucherID: number;
  billingReference?: string;
  reason?: string;
}

/**
 * An in-memory voucher server behind `api.get` / `api.post`, answering like the real one (spec 002
 * §7) and as the client hands it on: the answer, or a refusal thrown as an ApiError: the list shows each voucher's latest revision created in the query's days, the revision list
 * all revisions of one voucher, newest first. Tests change `revisions`, `attachments`, `variance`, or
 * set `failNext` to script it; fake-voucher-api.test.ts holds every answer to the API's schemas.
 */
export function createFakeVoucherApi(initial: VoucherRecord[]) {
  const fake = {
    revisions: [...initial],
    attachments: new Map<number, VoucherAttachment[]>(),
    variance: new Map<number, VoucherLabourVariance>(),
    /** Each voucher's audit rows, newest first, by its voucherId. */
    history: new Map<number, AuditEntry[]>(),
    failNext: new Map<string, string>(),

    take(path: string): string | undefined {
      const message = fake.failNext.get(path);
      fake.failNext.delete(path);
      return message;
    },

    /** An office move, by the lifecycle's table: 409 from a status it does not leave, 400 when blank. */
    move(move: VoucherMove, body: MoveBody): Answer<VoucherStatusState> {
      const row = fake.revisions.find((r) => r.id === body.TMVoucherID);
      if (!row) throw failed('T&M voucher not found', 404);
      const transition = voucherTransition(move, row.voucherStatus as VoucherStatus);
      const m = VoucherLifecycleMessages;
      if (!transition) throw failed(m.notFrom(m.moveWords[move], row.voucherStatus as VoucherStatus), 409);
      if (move === VoucherMove.Close && !body.billingReference?.trim()) throw failed(m.missing.close);
      if (move === VoucherMove.Reopen && !body.reason?.trim()) throw failed(m.missing.reopen);
      const state = {
        voucherStatus: transition.to,
        statusReason: transition.needs === 'reason' ? (body.reason ?? '').trim() : '',
        billingReference: transition.needs === 'billingReference' ? (body.billingReference ?? '').trim() : '',
      };
      fake.revisions = fake.revisions.map((r) => (r.voucherId === row.voucherId ? { ...r, ...state } : r));
      const message =
        move === VoucherMove.Close
          ? m.done.close(row.tmVoucherNumber, state.billingReference)
          : move === VoucherMove.Reopen
            ? m.done.reopen(row.tmVoucherNumber, transition.to)
            : m.done.approveForReview(row.tmVoucherNumber);
      return { ...ok({ voucherId: row.voucherId, ...state }), message };
    },

    latest(): VoucherRecord[] {
      return fake.revisions.filter(
        (row) => !fake.revisions.some((other) => sameVoucher(row, other) && other.tmVersion > row.tmVersion),
      );
    },

    async get(path: string, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) throw failed(failure);
      if (path === ApiPaths.audit.history.voucher) {
        // Asked by the voucher's id, as the server reads it: a revision's id names no voucher.
        const voucherId = Number(params?.id);
        if (!fake.revisions.some((r) => r.voucherId === voucherId))
          throw failed(AuditMessages.recordNotFound, 404);
        const rows = fake.history.get(voucherId) ?? [];
        const { offset, limit } = skipTakeToOffsetLimit(Number(params?.Skip), Number(params?.Take));
        return ok(rows.slice(offset, offset + limit), rows.length);
      }
      const row = fake.revisions.find((r) => r.id === Number(params?.TMVoucherID));
      if (!row || row.deviceId !== Number(params?.deviceId)) throw failed('T&M voucher not found', 404);
      if (path === ApiPaths.vouchers.attachments) return ok(fake.attachments.get(row.id) ?? []);
      if (path === ApiPaths.vouchers.pdf) {
        const pdf: VoucherPdf = {
          attachmentName: row.attachmentName,
          attachmentContent: btoa('%PDF-1.7 fake'),
        };
        return ok(pdf);
      }
      if (path === ApiPaths.vouchers.labourVariance) {
        const none: VoucherLabourVariance = {
          day: row.createdDate,
          rows: [],
          totals: { voucherHours: 0, timecardHours: 0, difference: 0 },
          hasDifference: false,
        };
        return ok(fake.variance.get(row.id) ?? none);
      }
      throw failed(`No fake for GET ${path}`);
    },

    async post(path: string, body?: unknown, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) throw failed(failure);
      const { SearchText = [], Skip = 0, Take = 0 } = (body ?? {}) as Partial<SearchRequest>;
      if (path === ApiPaths.vouchers.list) {
        // dd-MM-yyyy … → YYYY-MM-DD: the days alone, the To day wholly in.
        const day = (value: unknown) => String(value).slice(0, 10).split('-').reverse().join('-');
        const from = day(params?.fromDate);
        const to = day(params?.toDate);
        const matching = fake
          .latest()
          .filter((row) => row.createdDate >= from && row.createdDate <= to)
          .filter((row) => SearchText.every((entry) => matches(row, entry)));
        const first = Math.max(Skip, 1);
        return ok(matching.slice(first - 1, Take), matching.length);
      }
      const move = MOVES[path];
      if (move) return fake.move(move, body as MoveBody);
      if (path === ApiPaths.vouchers.revisions) {
        const rows = fake.revisions
          .filter((row) => SearchText.every((entry) => matches(row, entry)))
          .sort((a, b) => b.tmVersion - a.tmVersion);
        return ok(rows);
      }
      throw failed(`No fake for POST ${path}`);
    },
  };
  return fake;
}

import { api } from '@tac/api-client';
import {
  ApiPaths,
  TmLogSearchField as F,
  type SearchTextEntry,
  TmLogMessages,
  type TmLogRow,
  type TmLogSummary,
} from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { answerProblems, listOf, TmLogRowSchema, TmLogSummarySchema } from '@tac/contracts/schemas';
import { datePickerWithStubs, pdfStubs, renderWithUi } from '@tac/ui/testing';
import { AppToaster } from '@tac/ui/toast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../testing/fake-voucher-api.ts';
import { TmLogPage } from './TmLogPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real));
vi.mock('@tac/ui/pdf', () => pdfStubs());

function row(overrides: Partial<TmLogRow> = {}): TmLogRow {
  return {
    id: 11,
    voucherId: 100,
    deviceId: 10,
    projectId: 20,
    taskCodeID: 30,
    tmVoucherNumber: '1001',
    tmVersion: 2,
    deviceName: 'TAC_Ada_Lovelace_07',
    createdDate: '2026-11-16',
    projectNumber: 'P-200',
    projectName: 'Harbor Bridge',
    taskNumber: '010',
    taskName: 'Extra work',
    voucherStatus: 'FieldVerified',
    statusSince: '2026-11-18T15:00:00.000Z',
    statusReason: '',
    billingReference: '',
    companySigner: 'Fay Foreman',
    customerSigner: 'Cory Customer',
    labourHours: 12,
    labourByPayCode: [
      { payCode: 'OT', hours: 2.5 },
      { payCode: 'REG', hours: 9.5 },
    ],
    labourByCraft: [
      { craft: '', payCode: 'REG', hours: 1.5 },
      { craft: 'LAB', payCode: 'OT', hours: 2.5 },
      { craft: 'LAB', payCode: 'REG', hours: 8 },
    ],
    materialsByUnit: [
      { unit: 'ea', quantity: 15 },
      { unit: 'm', quantity: 2.5 },
    ],
    equipmentHours: 4.25,
    ...overrides,
  };
}

const ROWS = [
  row(),
  row({
    id: 12,
    voucherId: 101,
    tmVoucherNumber: '1002',
    voucherStatus: 'ReadyForReview',
    customerSigner: '',
    labourHours: 2,
    labourByPayCode: [{ payCode: 'REG', hours: 2 }],
    materialsByUnit: [],
    equipmentHours: 0,
  }),
];
const SUMMARY: TmLogSummary = {
  statuses: [
    { status: 'InProgress', count: 0, oldestSince: null },
    { status: 'ReadyForReview', count: 1, oldestSince: '2026-11-17T10:00:00.000Z' },
    { status: 'Rejected', count: 0, oldestSince: null },
    { status: 'FieldVerified', count: 1, oldestSince: '2026-11-18T15:00:00.000Z' },
    { status: 'Closed', count: 0, oldestSince: null },
  ],
};

/** The fake server: the rows whose status the voucherStatus entry names (none: all). */
function serve(rows: readonly TmLogRow[] = ROWS) {
  vi.mocked(api.post).mockImplementation(async (path, body) => {
    const search = ((body as { SearchText?: SearchTextEntry[] }).SearchText ?? []) as SearchTextEntry[];
    if (path === ApiPaths.vouchers.tmLogSummary) return ok(SUMMARY) as never;
    if (path === ApiPaths.vouchers.tmLog) {
      const statuses = search.find((e) => e.FieldName === F.VoucherStatus)?.Value.split(' ');
      const data = rows.filter((r) => !statuses || statuses.includes(r.voucherStatus));
      return ok(data) as never;
    }
    throw new Error(`unexpected ${path}`);
  });
  // The TM Reports dialog's two reads: the revision's PDF and its labour hours against timecards.
  vi.mocked(api.get).mockImplementation(async (path) => {
    if (path === ApiPaths.vouchers.pdf)
      return ok({ attachmentName: 'TMVoucher_1001_Rev2.pdf', attachmentContent: 'JVBERi0=' }) as never;
    const totals = { voucherHours: 0, timecardHours: 0, difference: 0 };
    return ok({ day: '2026-11-16', rows: [], totals, hasDifference: false }) as never;
  });
}

const table = () => screen.getByRole('table', { name: 'T&M Log' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const logCalls = () => vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.vouchers.tmLog);
/** The SearchText of the last list call. */
const lastSearch = () =>
  (logCalls().at(-1)?.[1] as { SearchText?: SearchTextEntry[] } | undefined)?.SearchText ?? [];

function page() {
  return renderWithUi(
    <>
      <TmLogPage />
      <AppToaster />
    </>,
  );
}

beforeEach(() => {
  vi.mocked(api.post).mockReset();
  vi.mocked(api.get).mockReset();
  vi.mocked(api.getFile).mockReset();
});

describe('T&M log', () => {
  it('the fake answers in the wire shapes', () => {
    expect(answerProblems(listOf(TmLogRowSchema), { success: true, ...ok(ROWS) })).toEqual([]);
    expect(answerProblems(TmLogSummarySchema, { success: true, ...ok(SUMMARY) })).toEqual([]);
  });

  it('shows each voucher with its signers and totals, and what waits on whom', async () => {
    serve();
    page();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const first = bodyRows()[0] as HTMLElement;
    for (const text of [
      '1001',
      'Field Verified',
      'Fay Foreman',
      'Cory Customer',
      '12',
      'OT 2.5 · REG 9.5',
      'No craft REG 1.5 · LAB OT 2.5 · LAB REG 8',
      '15 ea · 2.5 m',
      '4.25',
    ])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'What waits on whom' });
    const waiting = await within(summary).findByRole('button', { name: /1\s*Ready for Review/ });
    expect(waiting).toHaveAttribute('aria-pressed', 'false');
    expect(waiting).toHaveTextContent(TmLogMessages.oldestSince(formatCalendarDate('2026-11-17')));
    expect(within(summary).getByRole('button', { name: 'All statuses' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The first ask: the default order, no range, no status entry.
    expect(logCalls()[0]?.[2]).toEqual({ sort: 'date', descending: true });
  });

  it('filters the list by the status of a count clicked, and All clears it', async () => {
    serve();
    page();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const summary = screen.getByRole('region', { name: 'What waits on whom' });
    await userEvent.click(await within(summary).findByRole('button', { name: /Ready for Review/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0] as HTMLElement).getByText('1002')).toBeInTheDocument();
    const search = lastSearch();
    expect(search).toContainEqual({ FieldName: F.VoucherStatus, Value: 'ReadyForReview' });
    expect(within(summary).getByRole('button', { name: /Ready for Review/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(summary).getByRole('button', { name: /Field Verified/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const both = lastSearch();
    expect(both).toContainEqual({ FieldName: F.VoucherStatus, Value: 'ReadyForReview FieldVerified' });

    await userEvent.click(within(summary).getByRole('button', { name: 'All statuses' }));
    await waitFor(() => {
      const last = lastSearch();
      expect(last.some((e) => e.FieldName === F.VoucherStatus)).toBe(false);
    });
  });

  it('sends the range and order, and asks nothing while To is before From', async () => {
    serve();
    page();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(logCalls().at(-1)?.[2]).toEqual({ fromDate: '2026-11-10', sort: 'date', descending: true }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'labourHours');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() =>
      expect(logCalls().at(-1)?.[2]).toEqual({
        fromDate: '2026-11-10',
        sort: 'labourHours',
        descending: false,
      }),
    );
    const asked = logCalls().length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(TmLogMessages.toBeforeFromOnScreen)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(TmLogMessages.empty)).toBeInTheDocument());
    expect(logCalls()).toHaveLength(asked);
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    serve([]);
    page();
    expect(await screen.findByText(TmLogMessages.empty)).toBeInTheDocument();
  });

  it('exports the current view, statuses included', async () => {
    serve();
    vi.mocked(api.getFile).mockResolvedValue({ blob: new Blob(['x']), fileName: 'tm-log.csv' });
    page();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const summary = screen.getByRole('region', { name: 'What waits on whom' });
    await userEvent.click(await within(summary).findByRole('button', { name: /Field Verified/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(api.getFile).toHaveBeenCalled());
    const [path, params] = vi.mocked(api.getFile).mock.calls[0] ?? [];
    expect(path).toBe(ApiPaths.currentView.tmLog);
    expect(params).toMatchObject({ sort: 'date', descending: true });
    expect(JSON.parse(String((params as { search: string }).search))).toContainEqual({
      FieldName: F.VoucherStatus,
      Value: 'FieldVerified',
    });
  });

  it('opens a voucher from its row: its TM Reports', async () => {
    serve();
    page();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(within(bodyRows()[0] as HTMLElement).getByText('1001'));
    const dialog = await screen.findByRole('dialog', { name: 'TM Reports' });
    expect(
      await within(dialog).findByRole('document', { name: 'TMVoucher_1001_Rev2.pdf' }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.vouchers.pdf, { TMVoucherID: 11, deviceId: 10 });
  });
});

import { api } from '@tac/api-client';
import { ApiPaths, defaultPickedRange, Messages, type SearchTextEntry } from '@tac/contracts';
import { useSession } from '@tac/session';
import { datePickerWithStubs, renderWithUi, serveApi } from '@tac/ui/testing';
import { AppToaster, toaster } from '@tac/ui/toast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeVoucherApi, PNG_1X1, voucher } from '../testing/fake-voucher-api.ts';
import { VouchersPage } from './VouchersPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real, { filters: true }));
// The PDF engine does not run in the test DOM; the viewer's own chunk is tested in the browser (e2e).
vi.mock('@tac/ui/pdf', () => ({
  PdfViewer: ({ title }: { title: string }) => <div role="document" aria-label={title} />,
  downloadBase64: vi.fn(),
}));

const { from: monday, to: today } = defaultPickedRange();
let fake: ReturnType<typeof createFakeVoucherApi>;

const listCalls = () => vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.vouchers.list);
const revisionCalls = () =>
  vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.vouchers.revisions);
const searchOf = (call: unknown[] | undefined) =>
  (call?.[1] as { SearchText: SearchTextEntry[] } | undefined)?.SearchText ?? [];
const mainTable = () => screen.getByRole('table', { name: 'T&M Vouchers' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const toastTexts = () => toaster.getVisibleToasts().map((t) => t.description ?? t.title);

function page() {
  return renderWithUi(
    <>
      <VouchersPage />
      <AppToaster />
    </>,
  );
}

beforeEach(() => {
  useSession.setState((state) => ({ user: { ...state.user, userId: 7 } }));
  fake = createFakeVoucherApi([
    voucher({ id: 1, tmVersion: 1, hasSignature: false, createdDate: today }),
    voucher({ id: 2, tmVersion: 2, hasSignature: true, isAttachmentAdded: true, createdDate: today }),
    voucher({
      id: 3,
      voucherId: 200,
      tmVoucherNumber: '1002',
      deviceId: 11,
      deviceName: 'TAC_Bob_Smith_Jones_12',
      hasSignature: false,
      createdDate: monday,
    }),
  ]);
  serveApi(api, fake);
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('VouchersPage', () => {
  it('shows the 13 columns in the spec order, the Voucher Status beside Signature, each voucher once at its latest revision', async () => {
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    const headers = within(mainTable())
      .getAllByRole('columnheader')
      .map((th) => th.querySelector('p')?.textContent);
    expect(headers).toEqual([
      'Voucher#',
      'Signature',
      'Voucher Status',
      'T&M Report',
      'Attachments',
      'Revisions',
      'Employee Full Name',
      'Device Name',
      'TimeCard Date',
      'Project Number - Name',
      'Task Codes',
      'Synced Date Time',
      'Version',
      'Status',
    ]);
    const rows = bodyRows(mainTable());
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    // Employee Full Name: the device name without its first and last '_' parts.
    expect(first.getByText('Ada_Lovelace')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Bob_Smith_Jones')).toBeInTheDocument();
    expect(first.getByText('P-200 - Harbor Bridge')).toBeInTheDocument();
    expect(first.getByText('010-Framing')).toBeInTheDocument();
    const signed = first.getByRole('checkbox', { name: 'Signed, voucher 1001' });
    expect(signed).toBeChecked();
    // Read-only: a click changes nothing.
    fireEvent.click(signed);
    expect(signed).toBeChecked();
    expect(signed).toHaveAttribute('aria-readonly', 'true');
    expect(
      within(rows[1] as HTMLElement).getByRole('checkbox', { name: 'Signed, voucher 1002' }),
    ).not.toBeChecked();
    const [y, m, d] = today.split('-');
    expect(first.getByText(`${m}/${d}/${y?.slice(2)}`)).toBeInTheDocument();
    // Highlighted when the voucher has attachments.
    const clip = first.getByRole('button', { name: 'Attachments, voucher 1001 (attached)' });
    expect(clip.closest('td')).toHaveAttribute('data-highlight');
    const otherClip = within(rows[1] as HTMLElement).getByRole('button', {
      name: /Attachments, voucher 1002/,
    });
    expect(otherClip.closest('td')).not.toHaveAttribute('data-highlight');
  });

  it("asks for this week's Monday through today as dd-MM-yyyy, page 1, with the user's id", async () => {
    page();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    const [, body, params] = listCalls()[0] ?? [];
    const dmy = (iso: string) => iso.split('-').reverse().join('-');
    expect(params).toEqual({ fromDate: `${dmy(monday)} 00:00:00`, toDate: `${dmy(today)} 23:59:59` });
    expect(body).toEqual({ SearchText: [{ FieldName: 'userId', Value: '7' }], Skip: 0, Take: 100 });
    expect(screen.getByLabelText('From')).toHaveValue(monday);
    expect(screen.getByLabelText('To')).toHaveValue(today);
  });

  it('tells each date problem as a toast and empties the list without asking', async () => {
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    await waitFor(() => expect(toastTexts()).toContain(Messages.dateRange.fromRequired));
    expect(
      await within(mainTable()).findByText('no result found', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    await waitFor(() => expect(toastTexts()).toContain(Messages.dateRange.endBeforeStart));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await waitFor(() => expect(toastTexts()).toContain(Messages.dateRange.toRequired));
    expect(listCalls()).toHaveLength(1);

    // A good range again lists from page 1.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: monday } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: today } });
    await within(mainTable()).findByText('Ada_Lovelace', {}, { timeout: 3000 });
    expect(listCalls().at(-1)?.[1]).toMatchObject({ Skip: 0, Take: 100 });
  });

  it('tells the date problem again at every wrong choice, not only the first', async () => {
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    const endBeforeStart = () =>
      toastTexts().filter((text) => text === Messages.dateRange.endBeforeStart).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    await waitFor(() => expect(endBeforeStart()).toBe(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2098-01-01' } });
    await waitFor(() => expect(endBeforeStart()).toBe(2));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await waitFor(() => expect(toastTexts()).toContain(Messages.dateRange.toRequired));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: monday } });
    await waitFor(() =>
      expect(toastTexts().filter((text) => text === Messages.dateRange.toRequired)).toHaveLength(2),
    );
  });

  it('reloads 1 s after the last From or To change: two quick changes ask once, with both', async () => {
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    expect(listCalls()).toHaveLength(1);
    const changedAt = Date.now();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-09' } });
    await waitFor(() => expect(listCalls()).toHaveLength(2), { timeout: 3000 });
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(1000);
    expect(listCalls()[1]?.[2]).toEqual({ fromDate: '05-01-2026 00:00:00', toDate: '09-01-2026 23:59:59' });
    expect(listCalls()[1]?.[1]).toMatchObject({ Skip: 0, Take: 100 });
    // Nothing more follows.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(listCalls()).toHaveLength(2);
  });

  it("sends the signature filter as 'Yes No' for both, shown as 'All'", async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    const trigger = screen.getByRole('combobox', { name: 'Filter Signature' });
    expect(trigger).toHaveTextContent('All');
    await user.click(trigger);
    const options = await screen.findByRole('listbox', { name: 'Filter Signature' });
    await user.click(within(options).getByRole('option', { name: 'No' }));
    await waitFor(
      () => expect(searchOf(listCalls().at(-1))).toContainEqual({ FieldName: 'hasSignature', Value: 'No' }),
      { timeout: 3000 },
    );
    await waitFor(() => expect(bodyRows(mainTable())).toHaveLength(1));
    expect(trigger).toHaveTextContent('No');
    await user.click(within(options).getByRole('option', { name: 'Yes' }));
    await waitFor(
      () =>
        expect(searchOf(listCalls().at(-1))).toContainEqual({ FieldName: 'hasSignature', Value: 'Yes No' }),
      { timeout: 3000 },
    );
    expect(trigger).toHaveTextContent('All');
    expect(listCalls().at(-1)?.[1]).toMatchObject({ Skip: 0, Take: 100 });
  });

  it("shows the pager only while there are rows, and 'no result found' when none", async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search Voucher#' }), '9999');
    expect(
      await within(mainTable()).findByText('no result found', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('a Version that is not a number finds nothing without asking the server', async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    await user.type(screen.getByRole('searchbox', { name: 'Search Version' }), 'x');
    expect(
      await within(mainTable()).findByText('no result found', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('exports the current view as CSV from the server: the range and column searches the list sent', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.mocked(api.getFile).mockResolvedValue({ blob: new Blob(['x']), fileName: 'tm-vouchers.csv' });
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    await user.type(screen.getByRole('searchbox', { name: 'Search Voucher#' }), '1002');
    // Keys typed more than the delay apart (a busy machine) send a search each: wait for the whole number's.
    await waitFor(
      () =>
        expect(searchOf(listCalls().at(-1))).toContainEqual({ FieldName: 'voucherNumber', Value: '1002' }),
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dmy = (iso: string) => iso.split('-').reverse().join('-');
    await waitFor(() =>
      expect(api.getFile).toHaveBeenCalledWith(
        ApiPaths.currentView.vouchers,
        {
          fromDate: `${dmy(monday)} 00:00:00`,
          toDate: `${dmy(today)} 23:59:59`,
          search: JSON.stringify(searchOf(listCalls().at(-1))),
        },
        'tm-vouchers.csv',
      ),
    );
    expect(searchOf(listCalls().at(-1))).toContainEqual({ FieldName: 'voucherNumber', Value: '1002' });
  });

  it('revision history: one voucher, signature filter cleared, own filters reset on Back, list reloaded', async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    // The main list filters signed vouchers only.
    await user.click(screen.getByRole('combobox', { name: 'Filter Signature' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: 'Filter Signature' })).getByRole('option', {
        name: 'Yes',
      }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bodyRows(mainTable())).toHaveLength(1), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Revision history, voucher 1001' }));
    // Full screen (spec 002 §2): a dialog over the whole console, as Daily Details is.
    const view = await screen.findByRole('dialog', { name: 'Revision History' }, { timeout: 5000 });
    const history = await within(view).findByRole('table', { name: 'Revision History' });
    await waitFor(() => expect(bodyRows(history)).toHaveLength(2));
    expect(searchOf(revisionCalls()[0])).toEqual([
      { FieldName: 'deviceId', Value: '10' },
      { FieldName: 'projectId', Value: '20' },
      { FieldName: 'taskCodeID', Value: '30' },
      { FieldName: 'TMVoucherNumber', Value: '1001' },
    ]);
    expect(within(history).queryByRole('columnheader', { name: /Revisions/ })).toBeNull();
    expect(within(history).getByRole('combobox', { name: 'Filter Signature' })).toHaveTextContent('All');
    await waitFor(() => expect(view).toContainElement(document.activeElement as HTMLElement));

    await user.type(within(history).getByRole('searchbox', { name: 'Search Version' }), '1');
    await waitFor(() => expect(bodyRows(history)).toHaveLength(1), { timeout: 3000 });
    expect(searchOf(revisionCalls().at(-1))).toContainEqual({ FieldName: 'tmVersion', Value: '1' });

    const listed = listCalls().length;
    await user.click(within(view).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Revision History' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Revision History' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revision history, voucher 1001' })).toHaveFocus();
    await waitFor(() => expect(listCalls().length).toBe(listed + 1));
    // The main list keeps its own filter.
    expect(searchOf(listCalls().at(-1))).toContainEqual({ FieldName: 'hasSignature', Value: 'Yes' });

    await user.click(screen.getByRole('button', { name: 'Revision history, voucher 1001' }));
    const again = await screen.findByRole('table', { name: 'Revision History' });
    expect(within(again).getByRole('searchbox', { name: 'Search Version' })).toHaveValue('');
    await waitFor(() => expect(bodyRows(again)).toHaveLength(2));
    // Two openings of a full-screen dialog with its table: longer than the default on a busy machine.
  }, 30_000);

  it("History shows the voucher's audit rows, asked by the voucher's id and not its revision's", async () => {
    const user = userEvent.setup();
    fake.history.set(100, [
      {
        id: 41,
        at: '2026-11-16T15:30:00.000Z',
        userId: null,
        userName: '',
        action: 'revision',
        recordKind: 'voucher',
        recordId: '100',
        before: { version: 1, notes: 'Pour slab' },
        after: { version: 2, notes: 'Pour slab and curb' },
      },
    ]);
    page();
    await within(mainTable()).findByText('Ada_Lovelace');
    await user.click(screen.getByRole('button', { name: 'History, voucher 1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: voucher 1001' });
    const changes = await within(dialog).findByRole('table', { name: /^Changes: .* · System · revision$/ });
    expect(
      within(changes).getByRole('row', { name: 'Notes Pour slab Pour slab and curb' }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.audit.history.voucher, { id: 100, Skip: 0, Take: 10 });
  });

  it('attachments: thumbnails with their count, and Print opens the 850×700 window', async () => {
    const user = userEvent.setup();
    fake.attachments.set(2, [
      { attachmentName: 'site.png', attachmentContent: PNG_1X1 },
      { attachmentName: 'gate.png', attachmentContent: PNG_1X1 },
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    page();
    await user.click(await screen.findByRole('button', { name: 'Attachments, voucher 1001 (attached)' }));
    const dialog = await screen.findByRole('dialog', { name: 'TMVoucher Attachments' });
    expect(
      await within(dialog).findByRole('button', { name: 'Open attachment site.png' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('2 attachments')).toHaveTextContent('2');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('', '_blank', 'popup,width=850,height=700');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // No attachments: no Print.
    await user.click(screen.getByRole('button', { name: 'Attachments, voucher 1002 (none)' }));
    const empty = await screen.findByRole('dialog', { name: 'TMVoucher Attachments' });
    expect(await within(empty).findByText('No attachments.')).toBeInTheDocument();
    expect(within(empty).queryByRole('button', { name: 'Print' })).toBeNull();
    open.mockRestore();
  });

  it('a failed attachments load says why in the dialog, once, without a toast', async () => {
    const user = userEvent.setup();
    fake.failNext.set(ApiPaths.vouchers.attachments, 'T&M voucher not found');
    page();
    await user.click(await screen.findByRole('button', { name: 'Attachments, voucher 1002 (none)' }));
    const dialog = await screen.findByRole('dialog', { name: 'TMVoucher Attachments' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('T&M voucher not found');
    expect(toastTexts()).not.toContain('T&M voucher not found');
  });

  it('TM Reports: the PDF beside the labour hours, differences marked; a refused download says why', async () => {
    const user = userEvent.setup();
    fake.variance.set(2, {
      day: today,
      rows: [
        {
          employeeNumber: 'E1',
          employeeName: 'Ada Lovelace',
          voucherHours: 8,
          timecardHours: 8,
          difference: 0,
        },
        {
          employeeNumber: 'E2',
          employeeName: 'Bob Smith',
          voucherHours: 6,
          timecardHours: 7.5,
          difference: -1.5,
        },
      ],
      totals: { voucherHours: 14, timecardHours: 15.5, difference: -1.5 },
      hasDifference: true,
    });
    page();
    await user.click(await screen.findByRole('button', { name: 'View T&M report, voucher 1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'TM Reports' });
    expect(
      await within(dialog).findByRole('document', { name: 'TMVoucher_1001_Rev2.pdf' }),
    ).toBeInTheDocument();
    const hours = await within(dialog).findByRole('table', { name: 'Labour hours against timecards' });
    expect(within(dialog).getByText('Hours differ from the timecards.')).toBeInTheDocument();
    const [ada, bob] = within(hours).getAllByRole('row').slice(1, 3) as HTMLElement[];
    expect(within(ada as HTMLElement).getByText('Matches')).toBeInTheDocument();
    expect(bob).toHaveAttribute('data-differs');
    expect(within(bob as HTMLElement).getByText('-1.5 (differs)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fake.failNext.set(ApiPaths.vouchers.pdf, 'T&M voucher not found');
    await user.click(screen.getByRole('button', { name: 'Download T&M report, voucher 1001' }));
    await waitFor(() => expect(toastTexts()).toContain('T&M voucher not found'));
  });
});

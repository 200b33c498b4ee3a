import { api } from '@tac/api-client';
import {
  ApiPaths,
  ButtonClaim,
  defaultPickedRange,
  VoucherLifecycleMessages as M,
  PageClaim,
  type SearchTextEntry,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { datePickerWithStubs, renderWithUi, serveApi } from '@tac/ui/testing';
import { AppToaster, toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeVoucherApi, voucher } from '../../testing/fake-voucher-api.ts';
import { VouchersPage } from '../VouchersPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real, { filters: true }));

const { to: today } = defaultPickedRange();
let fake: ReturnType<typeof createFakeVoucherApi>;

const BILLER = [PageClaim.TMVoucher, ButtonClaim.TMVoucherReview, ButtonClaim.TMVoucherBill];
const listCalls = () => vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.vouchers.list);
const moveCalls = (path: string) => vi.mocked(api.post).mock.calls.filter(([called]) => called === path);
const searchOf = (call: unknown[] | undefined) =>
  (call?.[1] as { SearchText: SearchTextEntry[] } | undefined)?.SearchText ?? [];
const mainTable = () => screen.getByRole('table', { name: 'T&M Vouchers' });
const bodyRows = () => within(mainTable()).getAllByRole('row').slice(1);
const rowOf = (voucherNumber: string) =>
  bodyRows().find((row) => within(row).queryByText(voucherNumber)) as HTMLElement;
const toastTexts = () => toaster.getVisibleToasts().map((t) => t.description ?? t.title);

function page(claims: readonly string[] = BILLER) {
  useSession.setState((state) => ({ user: { ...state.user, userId: 7, claimValue: [...claims] } }));
  return renderWithUi(
    <>
      <VouchersPage />
      <AppToaster />
    </>,
  );
}

beforeEach(() => {
  fake = createFakeVoucherApi([
    voucher({
      id: 1,
      voucherId: 100,
      tmVoucherNumber: '1001',
      voucherStatus: 'InProgress',
      createdDate: today,
    }),
    voucher({
      id: 2,
      voucherId: 200,
      tmVoucherNumber: '1002',
      voucherStatus: 'FieldVerified',
      createdDate: today,
    }),
    voucher({
      id: 3,
      voucherId: 300,
      tmVoucherNumber: '1003',
      voucherStatus: 'Closed',
      billingReference: 'CO-17',
      createdDate: today,
    }),
    voucher({
      id: 4,
      voucherId: 400,
      tmVoucherNumber: '1004',
      voucherStatus: 'Rejected',
      statusReason: 'Hours too high',
      createdDate: today,
    }),
  ]);
  serveApi(api, fake);
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('the voucher lifecycle on the list', () => {
  it('shows each status with its reference or reason, and the moves the claims allow from it', async () => {
    page();
    await within(mainTable()).findByText('Field Verified');
    expect(within(rowOf('1001')).getByText('In Progress')).toBeInTheDocument();
    expect(within(rowOf('1003')).getByText('Billed: CO-17')).toBeInTheDocument();
    expect(within(rowOf('1004')).getByText('Hours too high')).toBeInTheDocument();
    const buttons = (number: string) =>
      within(rowOf(number))
        .queryAllByRole('button', { name: new RegExp(`^(Approve|Close|Reopen), voucher ${number}$`) })
        .map((b) => b.textContent);
    expect(buttons('1001')).toEqual(['Approve']);
    expect(buttons('1002')).toEqual(['Close', 'Reopen']);
    expect(buttons('1003')).toEqual(['Reopen']);
    expect(buttons('1004')).toEqual([]);
  });

  it('offers no move to a user without the move claims', async () => {
    page([PageClaim.TMVoucher, ButtonClaim.TMVoucherReview]);
    await within(mainTable()).findByText('Field Verified');
    expect(within(rowOf('1001')).getByRole('button', { name: 'Approve, voucher 1001' })).toBeInTheDocument();
    expect(within(mainTable()).queryByRole('button', { name: /^(Close|Reopen), voucher/ })).toBeNull();
  });

  it('filters by status, sending the codes joined by a space', async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Field Verified');
    const trigger = screen.getByRole('combobox', { name: 'Filter Voucher Status' });
    expect(trigger).toHaveTextContent('All');
    await user.click(trigger);
    const options = await screen.findByRole('listbox', { name: 'Filter Voucher Status' });
    await user.click(within(options).getByRole('option', { name: 'Closed' }));
    await user.click(within(options).getByRole('option', { name: 'Ready for Review' }));
    await waitFor(
      () =>
        expect(searchOf(listCalls().at(-1))).toContainEqual({
          FieldName: 'voucherStatus',
          Value: 'ReadyForReview Closed',
        }),
      { timeout: 3000 },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(mainTable()).getByText('Billed: CO-17')).toBeInTheDocument();
  });

  it('approves for review after a confirmation, tells it and shows the new status', async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Field Verified');
    await user.click(within(rowOf('1001')).getByRole('button', { name: 'Approve, voucher 1001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve for review' });
    expect(dialog).toHaveTextContent(M.confirm.approveForReview('1001'));
    // Cancel is the harmless answer, focused first.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toastTexts()).toContain(M.done.approveForReview('1001')));
    expect(moveCalls(ApiPaths.vouchers.approveForReview)[0]?.[1]).toEqual({ TMVoucherID: 1 });
    await waitFor(() => expect(within(rowOf('1001')).getByText('Ready for Review')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes with a billing reference, named beside its field when missing', async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Field Verified');
    await user.click(within(rowOf('1002')).getByRole('button', { name: 'Close, voucher 1002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close voucher 1002' });
    await user.click(within(dialog).getByRole('button', { name: 'Close voucher' }));
    expect(await within(dialog).findByText(M.missing.close)).toBeInTheDocument();
    expect(moveCalls(ApiPaths.vouchers.close)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Change order or billing reference/), ' CO-42 ');
    await user.click(within(dialog).getByRole('button', { name: 'Close voucher' }));
    await waitFor(() => expect(toastTexts()).toContain(M.done.close('1002', 'CO-42')));
    expect(moveCalls(ApiPaths.vouchers.close)[0]?.[1]).toEqual({ TMVoucherID: 2, billingReference: 'CO-42' });
    await waitFor(() => expect(within(rowOf('1002')).getByText('Billed: CO-42')).toBeInTheDocument());
  });

  it('reopens with a reason; a refusal is told and the dialog stays with what was typed', async () => {
    const user = userEvent.setup();
    page();
    await within(mainTable()).findByText('Field Verified');
    await user.click(within(rowOf('1003')).getByRole('button', { name: 'Reopen, voucher 1003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen voucher 1003' });
    // Closed: it goes back to Field Verified, as the moves' table says.
    expect(within(dialog).getByText(/It is Closed and goes back to Field Verified\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText(M.missing.reopen)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong change order');
    // Another user reopened it meanwhile: the server's 409 is told, nothing typed is lost.
    fake.failNext.set(ApiPaths.vouchers.reopen, M.notFrom('reopened', 'FieldVerified'));
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(toastTexts()).toContain(M.notFrom('reopened', 'FieldVerified')));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Wrong change order');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(toastTexts()).toContain(M.done.reopen('1003', 'FieldVerified')));
    await waitFor(() => expect(within(rowOf('1003')).getByText('Wrong change order')).toBeInTheDocument());
  });
});

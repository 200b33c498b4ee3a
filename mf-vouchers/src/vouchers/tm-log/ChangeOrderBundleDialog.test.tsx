import { ApiError, api } from '@tac/api-client';
import { ApiPaths, VoucherLifecycleMessages, VoucherMessages } from '@tac/contracts';
import { downloadBase64 } from '@tac/ui/pdf';
import { renderWithUi } from '@tac/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeOrderBundleDialog } from './ChangeOrderBundleDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
// Imported above for its vi.fn(): the factory loads the stubs itself, as the hoisted mock runs first.
vi.mock('@tac/ui/pdf', async () => (await import('@tac/ui/testing')).pdfStubs());

const field = () => screen.getByRole('textbox', { name: /Change order or billing reference/ });
const download = () => screen.getByRole('button', { name: 'Download PDF' });

describe('Change order bundle', () => {
  beforeEach(() => vi.clearAllMocks());

  it("starts from the list's Billing Reference search and downloads the bundle under the server's name", async () => {
    vi.mocked(api.get).mockResolvedValue({
      data: { attachmentName: 'ChangeOrder_CO-17_TMVouchers.pdf', attachmentContent: 'JVBERi0=' },
      message: '',
      totalCount: 1,
    });
    const onClose = vi.fn();
    renderWithUi(<ChangeOrderBundleDialog initialReference="CO-17" onClose={onClose} />);
    expect(field()).toHaveProperty('value', 'CO-17');
    await userEvent.click(download());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.get).toHaveBeenCalledWith(ApiPaths.vouchers.changeOrderBundle, { billingReference: 'CO-17' });
    expect(downloadBase64).toHaveBeenCalledWith('JVBERi0=', 'ChangeOrder_CO-17_TMVouchers.pdf');
  });

  it('says under the field what is missing or what the server refused, and keeps what was typed', async () => {
    const onClose = vi.fn();
    renderWithUi(<ChangeOrderBundleDialog initialReference="" onClose={onClose} />);
    await userEvent.click(download());
    expect(await screen.findByText(VoucherLifecycleMessages.missing.close)).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();

    vi.mocked(api.get).mockRejectedValue(new ApiError(VoucherMessages.noChangeOrderTickets('CO-99'), 404));
    await userEvent.type(field(), ' CO-99 ');
    await userEvent.click(download());
    expect(await screen.findByText(VoucherMessages.noChangeOrderTickets('CO-99'))).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.vouchers.changeOrderBundle, { billingReference: 'CO-99' });
    expect(field()).toHaveProperty('value', ' CO-99 ');
    expect(onClose).not.toHaveBeenCalled();
    expect(downloadBase64).not.toHaveBeenCalled();
  });
});

import { ApiError, api } from '@tac/api-client';
import {
  ApiPaths,
  ButtonClaim,
  VoucherSigningMessages as M,
  PageClaim,
  type ProjectContact,
  type SignatureRequest,
} from '@tac/contracts';
import { SignatureRequestSchema, wireProblems } from '@tac/contracts/schemas';
import { renderPage } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { voucher } from '../../testing/fake-voucher-api.ts';
import { canSendForSignature } from './rules.ts';
import { SendForSignatureDialog } from './SendForSignatureDialog.tsx';
import { SignatureRequestsDialog } from './SignatureRequestsDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const SENDER = [PageClaim.TMVoucher, ButtonClaim.TMVoucherSendForSignature];
const row = voucher({
  id: 7,
  voucherId: 70,
  projectId: 20,
  tmVoucherNumber: 'TM-7',
  voucherStatus: 'ReadyForReview',
});
const contacts: ProjectContact[] = [
  {
    id: 1,
    projectId: 20,
    name: 'Jo Field',
    title: 'Superintendent',
    company: 'Harbour Co',
    email: 'jo@harbour.example',
  },
];
const ok = <T,>(data: T, message = '') => Promise.resolve({ data, message, totalCount: 0 });
const toastTexts = () => toaster.getVisibleToasts().map((t) => t.title);

const request = (over: Partial<SignatureRequest> = {}): SignatureRequest => ({
  id: 5,
  voucherId: 70,
  revisionId: 7,
  version: 2,
  status: 'Viewed',
  open: true,
  signeeName: 'Jo Field',
  signeeTitle: 'Superintendent',
  signeeCompany: 'Harbour Co',
  signeeEmail: 'jo@harbour.example',
  sentByName: 'Pat Office',
  sentAt: '2026-12-07T09:00:00Z',
  expiresAt: '2026-12-14T09:00:00Z',
  signerName: '',
  signerTitle: '',
  signatureMethod: '',
  rejectedReason: '',
  consentedAt: '',
  paperRequestedAt: '',
  signedAt: '',
  viewedSha256: '',
  signedPdfSha256: '',
  events: [
    {
      id: 1,
      event: 'sent',
      at: '2026-12-07T09:00:00Z',
      ip: '10.0.0.5',
      userAgent: 'Console',
      detail: 'Pat Office',
    },
    {
      id: 2,
      event: 'viewed',
      at: '2026-12-07T09:12:30Z',
      ip: '203.0.113.9',
      userAgent: 'Mobile Safari',
      detail: '',
    },
  ],
  ...over,
});

describe('send for signature', () => {
  beforeEach(() => {
    vi.mocked(api.get).mockReset();
    vi.mocked(api.post).mockReset();
    toaster.remove();
  });

  it('shows only with the claim, on a voucher Ready for Review', () => {
    expect(canSendForSignature(row, SENDER)).toBe(true);
    expect(canSendForSignature(row, [PageClaim.TMVoucher])).toBe(false);
    expect(canSendForSignature({ ...row, voucherStatus: 'InProgress' }, SENDER)).toBe(false);
  });

  it('sends the row’s revision to the chosen contact, tells it and closes', async () => {
    vi.mocked(api.get).mockImplementation(() => ok(contacts));
    vi.mocked(api.post).mockImplementation(() => ok({ requestId: 9 }, M.sent('TM-7', 'Jo Field')));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<SendForSignatureDialog row={row} onClose={onClose} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('radio', { name: /Jo Field, Superintendent, Harbour Co/ }));
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.get).toHaveBeenCalledWith(ApiPaths.voucherSigning.contacts, { projectId: 20 });
    expect(api.post).toHaveBeenCalledWith(ApiPaths.voucherSigning.send, { TMVoucherID: 7, contactId: 1 });
    expect(toastTexts()).toContain(M.sent('TM-7', 'Jo Field'));
  });

  it('adds a contact with its fields checked by name, and keeps the dialog on a refusal', async () => {
    vi.mocked(api.get).mockImplementation(() => ok([] as ProjectContact[]));
    vi.mocked(api.post).mockImplementation((path) => {
      if (path === ApiPaths.voucherSigning.saveContact)
        return ok(
          { ...contacts[0], id: 3, name: 'Ana New', email: 'ana@harbour.example' },
          M.contactSaved('Ana New'),
        );
      return Promise.reject(new ApiError(M.alreadyOpen, 409));
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<SendForSignatureDialog row={row} onClose={onClose} />);
    expect(await screen.findByText(/no contacts yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    const group = screen.getByRole('group', { name: 'New contact' });
    await user.type(within(group).getByRole('textbox', { name: /E-mail/ }), 'ana@');
    await user.click(within(group).getByRole('button', { name: 'Save contact' }));
    expect(within(group).getByText('enter the contact’s name')).toBeTruthy();
    expect(within(group).getByText('enter a valid e-mail address')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(group).getByRole('textbox', { name: /Name/ }), 'Ana New');
    await user.type(within(group).getByRole('textbox', { name: /E-mail/ }), 'harbour.example');
    await user.click(within(group).getByRole('button', { name: 'Save contact' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(ApiPaths.voucherSigning.saveContact, {
        id: 0,
        projectId: 20,
        name: 'Ana New',
        title: '',
        company: '',
        email: 'ana@harbour.example',
      }),
    );
    // The new contact is chosen: Send goes, the server refuses, the dialog stays with a toast.
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastTexts()).toContain(M.alreadyOpen));
    expect(api.post).toHaveBeenLastCalledWith(ApiPaths.voucherSigning.send, { TMVoucherID: 7, contactId: 3 });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the signature requests panel', () => {
  beforeEach(() => {
    vi.mocked(api.get).mockReset();
    vi.mocked(api.post).mockReset();
    toaster.remove();
  });

  it('fits the wire schema', () => {
    expect(wireProblems(SignatureRequestSchema, request())).toEqual([]);
  });

  it('shows each request’s status, to whom, and its log in the user’s zone and UTC, with address and browser', async () => {
    vi.mocked(api.get).mockImplementation(() =>
      ok([
        request(),
        request({
          id: 4,
          status: 'Signed',
          open: false,
          signerName: 'Jo Field',
          signatureMethod: 'drawn',
          signedAt: '2026-12-01T10:00:00Z',
        }),
      ]),
    );
    renderPage(<SignatureRequestsDialog row={row} claims={[PageClaim.TMVoucher]} onClose={() => {}} />);
    const cards = await screen.findAllByRole('region', { name: 'Request to Jo Field' });
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Viewed')).toBeTruthy();
    expect(within(first).getByText('Jo Field, Superintendent, Harbour Co <jo@harbour.example>')).toBeTruthy();
    expect(within(first).getByText('2026-12-07 09:12:30 UTC')).toBeTruthy();
    expect(within(first).getByText('203.0.113.9')).toBeTruthy();
    expect(within(first).getByText('Mobile Safari')).toBeTruthy();
    expect(within(first).getByText('Voucher viewed')).toBeTruthy();
    // Without the claim: no Revoke; the signed one offers its PDF.
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Signed PDF' })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.voucherSigning.requests, { voucherId: 70 });
  });

  it('revokes an open request after a confirmation and asks for the requests again', async () => {
    vi.mocked(api.get).mockImplementation(() => ok([request()]));
    vi.mocked(api.post).mockImplementation(() => ok(null, M.revoked));
    const user = userEvent.setup();
    renderPage(<SignatureRequestsDialog row={row} claims={SENDER} onSend={() => {}} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen
      .findByRole('alertdialog')
      .catch(() => screen.getByRole('dialog', { name: /Revoke/ }));
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toastTexts()).toContain(M.revoked));
    expect(api.post).toHaveBeenCalledWith(ApiPaths.voucherSigning.revoke, { requestId: 5 });
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Send for signature' })).toBeTruthy();
  });
});

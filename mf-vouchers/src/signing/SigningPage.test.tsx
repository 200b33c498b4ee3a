import { ApiError, api, signedOutApi } from '@tac/api-client';
import {
  ApiPaths,
  VoucherSigningMessages as M,
  SIGNING_CONSENT_STATEMENT,
  SIGNING_INTENT_STATEMENT,
  type SigningOpenAnswer,
  type SigningView,
} from '@tac/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SigningPage } from './SigningPage.tsx';

vi.mock('@tac/api-client', async (real) => ({
  ...(await real<typeof import('@tac/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), getFile: vi.fn() },
  signedOutApi: { get: vi.fn(), post: vi.fn(), getFile: vi.fn() },
}));

const opened: SigningOpenAnswer = {
  voucherNumber: 'TM-1042',
  senderName: 'Demo Builders · Pat Office',
  emailHint: 'j***@customer.example',
  signeeName: 'Jo Field',
  expiresAt: '2026-12-14T12:00:00Z',
  codeLength: 6,
  verified: false,
};
const view: SigningView = {
  voucherNumber: 'TM-1042',
  version: 2,
  projectNumber: 'P-7',
  projectName: 'Harbour Tower',
  taskNumber: '12',
  taskName: 'Extra excavation',
  createdDate: '2026-12-04',
  employeeName: 'Sam Foreman',
  notes: 'Rock found at 2 m',
  companySignerName: 'Sam Foreman',
  labour: [{ employeeNumber: 'E1', employeeName: 'Ana Diaz', payCode: 'REG', hours: 8 }],
  materials: [{ name: 'Gravel', quantity: 3, unit: 't' }],
  equipment: [{ name: 'Excavator', hours: 4.5 }],
  photos: [{ name: 'rock.jpg' }],
  intentStatement: SIGNING_INTENT_STATEMENT,
  consentStatement: SIGNING_CONSENT_STATEMENT,
  consentedAt: '',
  sha256: 'ab',
};
const ok = <T,>(data: T, message = '') => Promise.resolve({ data, message, totalCount: 0 });

/** The fake public API: `123456` the right code, the rest answer as the server does. */
function serve({ unusable = false, signRefusal = '' } = {}) {
  let consentedAt = '';
  vi.mocked(signedOutApi.post).mockImplementation(((path: string, body: Record<string, unknown>) => {
    if (unusable) return Promise.reject(new ApiError(M.linkUnusable, 404));
    if (path === ApiPaths.publicSigning.open) return ok(opened);
    if (path === ApiPaths.publicSigning.checkCode)
      return body.code === '123456'
        ? ok({ proofExpiresAt: '2026-12-07T13:00:00Z' })
        : Promise.reject(new ApiError(`code: ${M.codeWrong} 4 tries left.`, 400, 'code'));
    if (path === ApiPaths.publicSigning.view) return ok({ ...view, consentedAt });
    if (path === ApiPaths.publicSigning.consent) {
      consentedAt = '2026-12-07T12:30:00Z';
      return ok({ status: 'Viewed', signedPdfAvailable: false }, M.consented);
    }
    if (path === ApiPaths.publicSigning.sign && signRefusal)
      return Promise.reject(new ApiError(signRefusal, 409));
    if (path === ApiPaths.publicSigning.sign)
      return ok({ status: 'Signed', signedPdfAvailable: true }, M.signed);
    if (path === ApiPaths.publicSigning.reject)
      return ok({ status: 'Rejected', signedPdfAvailable: false }, M.rejected);
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as typeof signedOutApi.post);
}

function open() {
  render(
    <MemoryRouter initialEntries={['/sign/tok-abc']}>
      <Routes>
        <Route path="/sign/:token" element={<SigningPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const posted = (path: string) => vi.mocked(signedOutApi.post).mock.calls.filter(([p]) => p === path);

async function passCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '123456');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'T&M voucher TM-1042' });
}

describe('the public signing page', () => {
  beforeEach(() => {
    vi.mocked(signedOutApi.post).mockReset();
    vi.mocked(api.post).mockReset();
  });

  it('opens once, says where the code went, and keeps a wrong code beside the field with the tries left', async () => {
    serve();
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(/We e-mailed a code to j\*\*\*@customer.example/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /6-digit code/ });
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('enter the 6-digit code from the e-mail')).toBeTruthy();
    expect(posted(ApiPaths.publicSigning.checkCode)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(`${M.codeWrong} 4 tries left.`)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('999999');
    expect(posted(ApiPaths.publicSigning.open)).toEqual([
      [ApiPaths.publicSigning.open, { token: 'tok-abc' }],
    ]);
  });

  it('shows the ticket after the code, and signs with a typed signature and the statement ticked', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await passCode(user);
    for (const text of ['Ana Diaz · E1', 'Gravel', 'Excavator', 'Rock found at 2 m', 'rock.jpg'])
      expect(screen.getByText(text)).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: SIGNING_CONSENT_STATEMENT });
    expect((consent as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('draw or type your signature')).toBeTruthy();
    expect(screen.getByText('tick the statement to sign')).toBeTruthy();
    expect(posted(ApiPaths.publicSigning.sign)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByRole('textbox', { name: 'Your title' }), 'Superintendent');
    await user.click(screen.getByRole('checkbox', { name: SIGNING_INTENT_STATEMENT }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(M.signed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
    expect(posted(ApiPaths.publicSigning.sign)[0]?.[1]).toEqual({
      token: 'tok-abc',
      signerName: 'Jo Field',
      signerTitle: 'Superintendent',
      intentAccepted: true,
      signatureMethod: 'typed',
      signature: 'Jo Field',
    });
    // Never through the console's session.
    expect(api.post).not.toHaveBeenCalled();
  });

  it('rejects with a reason, asked for beside its field first', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await passCode(user);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject the voucher' }));
    expect(screen.getByText('enter why you reject the voucher')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Why do you reject it/ }), 'Hours are wrong');
    await user.click(screen.getByRole('button', { name: 'Reject the voucher' }));
    expect(await screen.findByText(M.rejected)).toBeTruthy();
  });

  it('checks the right person’s name and e-mail before handing the request on', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await passCode(user);
    await user.click(screen.getByRole('button', { name: "I'm not the right person" }));
    await user.type(screen.getByRole('textbox', { name: /Their e-mail/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send to this person' }));
    expect(screen.getByText('enter the name of the person to sign')).toBeTruthy();
    expect(screen.getByText('enter a valid e-mail address')).toBeTruthy();
    expect(posted(ApiPaths.publicSigning.reassign)).toHaveLength(0);
  });

  it('records the consent once ticked, says so, and shows its time from the ticket asked again', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await passCode(user);
    const consent = screen.getByRole('checkbox', { name: SIGNING_CONSENT_STATEMENT });
    await user.click(consent);
    expect(await screen.findByText(/^Agreed /)).toBeTruthy();
    expect((consent as HTMLInputElement).checked).toBe(true);
    expect((consent as HTMLInputElement).disabled).toBe(true);
    expect((await screen.findByText(M.consented)).closest('[role="status"]')).toBeTruthy();
    expect(posted(ApiPaths.publicSigning.view)).toHaveLength(2);
  });

  it("tells a refusal that names no field in the page's alert, and keeps everything typed", async () => {
    serve({ signRefusal: M.viewFirst });
    const user = userEvent.setup();
    open();
    await passCode(user);
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByRole('textbox', { name: 'Your title' }), 'Superintendent');
    await user.click(screen.getByRole('checkbox', { name: SIGNING_INTENT_STATEMENT }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await within(screen.getByRole('alert')).findByText(M.viewFirst)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your title' }) as HTMLInputElement).value).toBe(
      'Superintendent',
    );
    expect(
      (screen.getByRole('checkbox', { name: SIGNING_INTENT_STATEMENT }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('alert')).queryByText(M.viewFirst)).toBeNull();
  });

  it('gives the one answer for a link that cannot be used', async () => {
    serve({ unusable: true });
    open();
    expect(await screen.findByText(M.linkUnusable)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});

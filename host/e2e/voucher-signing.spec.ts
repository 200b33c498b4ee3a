import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { dialogAnimated, expectAccessible } from './axe.ts';
import { openDatedList, shot, toast } from './helpers.ts';

// The console's CSP (script-src 'self') refuses the script axe injects.
test.use({ bypassCSP: true });

const LIST = '/api/TMVoucher/GetTMVoucherList';
const table = (page: Page) => page.getByRole('table', { name: 'T&M Vouchers' });
const VOUCHERS = { path: '/TMVoucher', heading: 'T&M Voucher', list: LIST, table };

/** The console's outbox: with no SMTP server its mail is written there as .eml files (playwright.config.ts). */
const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', String(test.info().parallelIndex), 'outbox');

/** A mail's text as sent: quoted-printable's soft breaks and escapes undone. */
const plain = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The newest signing mail of a kind (request, code) to `to`, once it is there. */
async function mailTo(kind: 'request' | 'code', to: string): Promise<string> {
  let found = '';
  await expect(async () => {
    const files = readdirSync(outbox())
      .filter((f) => f.startsWith('signing-') && f.includes(`-${kind}-`))
      .sort()
      .reverse();
    const texts = files.map((f) => plain(readFileSync(path.join(outbox(), f), 'utf8')));
    found = texts.find((t) => t.includes(to)) ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return found;
}

/** A second browser: the customer's, which has never seen the console. */
async function customerPage(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true, hasTouch: true });
  return context.newPage();
}

test.describe('the customer signs a T&M voucher', () => {
  test.describe.configure({ timeout: 150_000 });

  test('sent from the office, opened from the e-mail, the code entered, consented, drawn and signed: Field Verified', async ({
    page,
    browser,
  }) => {
    // A Ready for Review voucher of the last weeks (the demo data has some in every range).
    await openDatedList(page, VOUCHERS, 4);
    const send = page.getByRole('button', { name: /^Send for signature, voucher / }).first();
    await expect(send).toBeVisible();
    const voucherNumber = ((await send.getAttribute('aria-label')) ?? '').replace(
      /^Send for signature, voucher /,
      '',
    );
    await send.click();
    const dialog = page.getByRole('dialog', { name: `Send voucher ${voucherNumber} for signature` });
    await expect(dialog).toBeVisible();

    // A new contact, checked by field first.
    await dialog.getByRole('button', { name: 'Add a contact' }).click();
    const contact = dialog.getByRole('group', { name: 'New contact' });
    await contact.getByRole('button', { name: 'Save contact' }).click();
    await expect(contact.getByText('enter the contact’s name')).toBeVisible();
    const email = `signee-${Date.now()}@customer.example`;
    await contact.getByRole('textbox', { name: 'Name' }).fill('Jo Customer');
    await contact.getByRole('textbox', { name: 'Title' }).fill('Superintendent');
    await contact.getByRole('textbox', { name: 'Company' }).fill('Harbour Co');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await contact.getByRole('button', { name: 'Save contact' }).click();
    await expect(
      dialog.getByRole('radio', { name: /Jo Customer, Superintendent, Harbour Co/ }),
    ).toBeChecked();
    await dialogAnimated(page);
    await expectAccessible(page, 'the send for signature dialog');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, new RegExp(`Voucher ${voucherNumber} sent to Jo Customer`));
    await expect(dialog).toBeHidden();

    // The customer's browser: the link from the e-mail, then the code the opening e-mailed.
    const link = /https?:\/\/\S+\/sign\/[A-Za-z0-9_-]+/.exec(await mailTo('request', email))?.[0] ?? '';
    expect(link).not.toBe('');
    const phone = await customerPage(browser, 390, 844);
    await phone.goto(new URL(link).pathname);
    await expect(
      phone.getByRole('heading', { name: `Sign T&M voucher ${voucherNumber}`, level: 1 }),
      // Opening mails the code before it answers: on a busy machine that takes a while.
    ).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByText(/We e-mailed a code to \S+@/).first()).toBeVisible();
    await expectAccessible(phone, 'the signing page: the code');
    await shot(phone, 'signing-code-390');
    const code = /code to sign the T&M voucher: (\d{6})/.exec(await mailTo('code', email))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The console's session never went with the customer's calls: this browser has none.
    await phone.getByRole('textbox', { name: /6-digit code/ }).fill(code);
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expect(
      phone.getByRole('heading', { name: `T&M voucher ${voucherNumber}`, level: 2 }),
    ).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Labour' })).toBeVisible();
    await expectAccessible(phone, 'the signing page: the ticket and the form');
    await shot(phone, 'signing-ticket-390');
    // The same column on a laptop's screen.
    await phone.setViewportSize({ width: 1366, height: 768 });
    await expectAccessible(phone, 'the signing page at 1366x768');
    await shot(phone, 'signing-ticket-1366');
    await phone.setViewportSize({ width: 390, height: 844 });

    // Consent (optional, unticked), name and title, a drawn signature, the statement, Sign.
    const consent = phone.getByRole('checkbox', {
      name: /I agree to receive and sign this T&M voucher electronically/,
    });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(consent).toBeDisabled();
    await phone.getByRole('textbox', { name: 'Your name' }).fill('Jo Customer');
    await phone.getByRole('textbox', { name: 'Your title' }).fill('Superintendent');
    const pad = phone.getByRole('img', { name: 'Signature drawing area' });
    // In the middle of the screen: the consent's toast stays at the edge and does not take the strokes.
    await pad.evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad');
    await phone.mouse.move(box.x + 20, box.y + box.height * 0.6);
    await phone.mouse.down();
    for (let i = 1; i <= 12; i++)
      await phone.mouse.move(box.x + 20 + i * 25, box.y + box.height * (0.6 + (i % 2 ? -0.25 : 0.2)));
    await phone.mouse.up();
    await expect(phone.getByRole('button', { name: 'Clear' })).toBeEnabled();
    await phone.getByRole('checkbox', { name: /By signing I confirm/ }).check();
    await shot(phone, 'signing-signed-form-390');
    await phone.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(phone.getByRole('heading', { name: 'Signed', level: 2 })).toBeVisible();
    await expect(phone.getByText('Thank you: the voucher is signed.').first()).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Download the signed PDF' })).toBeVisible();
    await shot(phone, 'signing-done-390');
    await phone.context().close();

    // The office: the voucher is Field Verified, its request Signed with its log and signed PDF.
    const rows = await openDatedList<{ tmVoucherNumber: string; voucherStatus: string }>(page, VOUCHERS, 4);
    expect(rows.find((r) => r.tmVoucherNumber === voucherNumber)?.voucherStatus).toBe('FieldVerified');
    await page.getByRole('button', { name: `Signature requests, voucher ${voucherNumber}` }).click();
    const panel = page.getByRole('dialog', { name: `Signature requests: voucher ${voucherNumber}` });
    const request = panel.getByRole('region', { name: 'Request to Jo Customer' }).first();
    await expect(request.getByText('Signed', { exact: true }).first()).toBeVisible();
    await expect(request.getByRole('button', { name: 'Signed PDF' })).toBeVisible();
    await expect(request.getByRole('cell', { name: 'Code checked' })).toBeVisible();
    await dialogAnimated(page);
    await expectAccessible(page, 'the signature requests panel');
    await shot(page, 'signature-requests-1366');
  });

  test('opened where a console user is signed in, no call carries the session; rejected with a reason: Rejected', async ({
    page,
  }) => {
    await openDatedList(page, VOUCHERS, 4);
    const send = page.getByRole('button', { name: /^Send for signature, voucher / }).first();
    const voucherNumber = ((await send.getAttribute('aria-label')) ?? '').replace(
      /^Send for signature, voucher /,
      '',
    );
    await send.click();
    const dialog = page.getByRole('dialog', { name: `Send voucher ${voucherNumber} for signature` });
    await dialog.getByRole('button', { name: 'Add a contact' }).click();
    const contact = dialog.getByRole('group', { name: 'New contact' });
    const email = `rejecter-${Date.now()}@customer.example`;
    await contact.getByRole('textbox', { name: 'Name' }).fill('Ray Rejecter');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await contact.getByRole('button', { name: 'Save contact' }).click();
    await expect(dialog.getByRole('radio', { name: /Ray Rejecter/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The office's own tab opens the link: the signing page, outside the shell, without the session.
    const signingCalls: (string | null)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Sign/')) signingCalls.push(r.headers().authorization ?? null);
    });
    const link = /https?:\/\/\S+\/sign\/[A-Za-z0-9_-]+/.exec(await mailTo('request', email))?.[0] ?? '';
    await page.goto(new URL(link).pathname);
    await expect(
      page.getByRole('heading', { name: `Sign T&M voucher ${voucherNumber}`, level: 1 }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    const code = /code to sign the T&M voucher: (\d{6})/.exec(await mailTo('code', email))?.[1] ?? '';
    await page.getByRole('textbox', { name: /6-digit code/ }).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('button', { name: 'Reject the voucher' }).click();
    await expect(page.getByText('enter why you reject the voucher')).toBeVisible();
    await page.getByRole('textbox', { name: /Why do you reject it/ }).fill('The excavator was not on site');
    await page.getByRole('button', { name: 'Reject the voucher' }).click();
    await expect(page.getByRole('heading', { name: 'Rejected', level: 2 })).toBeVisible();
    expect(signingCalls.length).toBeGreaterThan(3);
    expect(signingCalls.every((authorization) => authorization === null)).toBe(true);

    const rows = await openDatedList<{ tmVoucherNumber: string; voucherStatus: string }>(page, VOUCHERS, 4);
    expect(rows.find((r) => r.tmVoucherNumber === voucherNumber)?.voucherStatus).toBe('Rejected');
  });
});

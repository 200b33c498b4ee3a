import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { SignatureRequest } from '@tac/contracts';
import { dialogAnimated, expectAccessible } from './axe.ts';
import { closeDialog, nextAnswer, openDatedList, pushFieldVoucher, shot, toast } from './helpers.ts';

const run = promisify(execFile);

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

/** Shows voucher `voucherNumber` alone in the list (this week's, where a pushed voucher is). */
async function findVoucher(page: Page, voucherNumber: string) {
  await nextAnswer(page, LIST, () =>
    page.getByRole('searchbox', { name: 'Search Voucher#', exact: true }).fill(voucherNumber),
  );
}

/** The office sends the voucher for signature to a new contact of its project (the dialog's way). */
async function sendFromOffice(page: Page, voucherNumber: string, name: string, email: string) {
  await page.getByRole('button', { name: `Send for signature, voucher ${voucherNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send voucher ${voucherNumber} for signature` });
  await dialog.getByRole('button', { name: 'Add a contact' }).click();
  const contact = dialog.getByRole('group', { name: 'New contact' });
  await contact.getByRole('textbox', { name: 'Name' }).fill(name);
  await contact.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await contact.getByRole('button', { name: 'Save contact' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the voucher's Signature requests panel: the panel and the requests its call answered. */
async function requestsPanel(page: Page, voucherNumber: string) {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/TMVoucher/GetSignatureRequests')),
    page.getByRole('button', { name: `Signature requests, voucher ${voucherNumber}` }).click(),
  ]);
  const requests = ((await answer.json()) as { data: SignatureRequest[] }).data;
  return {
    panel: page.getByRole('dialog', { name: `Signature requests: voucher ${voucherNumber}` }),
    requests,
  };
}

/** A download's file, saved in the test's output. */
async function saved(page: Page, click: () => Promise<unknown>, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = test.info().outputPath(name);
  await download.saveAs(file);
  return file;
}

/** A second browser: the customer's, which has never seen the console. */
async function customerPage(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true, hasTouch: true });
  return context.newPage();
}

test.describe('the customer signs a T&M voucher', () => {
  test.describe.configure({ timeout: 150_000 });

  test('pushed from the field, sent from the office, opened from the e-mail, the code entered, consented, drawn and signed: Field Verified, its sealed copy valid; closed under a change order, in the log and the bundle', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A ticket from a foreman's tablet, signed there for the company: Ready for Review.
    const voucherNumber = `E2E-${Date.now() % 100_000_000}`;
    await pushFieldVoucher(baseURL as string, voucherNumber, 1);
    await openDatedList(page, VOUCHERS);
    await findVoucher(page, voucherNumber);
    const send = page.getByRole('button', { name: `Send for signature, voucher ${voucherNumber}` });
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
    await openDatedList(page, VOUCHERS);
    const { rows } = await nextAnswer<{ tmVoucherNumber: string; voucherStatus: string }>(page, LIST, () =>
      page.getByRole('searchbox', { name: 'Search Voucher#', exact: true }).fill(voucherNumber),
    );
    expect(rows.find((r) => r.tmVoucherNumber === voucherNumber)?.voucherStatus).toBe('FieldVerified');
    const { panel, requests } = await requestsPanel(page, voucherNumber);
    const request = panel.getByRole('region', { name: 'Request to Jo Customer' }).first();
    await expect(request.getByText('Signed', { exact: true }).first()).toBeVisible();
    await expect(request.getByRole('button', { name: 'Signed PDF' })).toBeVisible();
    await expect(request.getByRole('cell', { name: 'Code checked' })).toBeVisible();
    await dialogAnimated(page);
    await expectAccessible(page, 'the signature requests panel');
    await shot(page, 'signature-requests-1366');

    // The sealed copy: the signature and its certificate page, the hash the console keeps, and a
    // digital signature poppler's pdfsig finds valid over the whole file.
    const signed = await saved(
      page,
      () => request.getByRole('button', { name: 'Signed PDF' }).click(),
      'signed.pdf',
    );
    const { stdout: signedText } = await run('pdftotext', [signed, '-']);
    expect(signedText).toContain('Signature certificate');
    expect(signedText).toContain('Jo Customer');
    expect(createHash('sha256').update(readFileSync(signed)).digest('hex')).toBe(
      requests[0]?.signedPdfSha256,
    );
    const { stdout: seal } = await run('pdfsig', [signed]).catch((error: { stdout: string }) => error);
    expect(seal).toContain('Signature is Valid');
    expect(seal).toContain('Total document signed');
    await closeDialog(panel);

    // Billed: closed under a change order, then in the T&M log, its export and the change order's bundle.
    const changeOrder = `CO-${voucherNumber}`;
    await page.getByRole('button', { name: `Close, voucher ${voucherNumber}` }).click();
    const close = page.getByRole('dialog', { name: `Close voucher ${voucherNumber}` });
    await close.getByRole('textbox', { name: /Change order or billing reference/ }).fill(changeOrder);
    await close.getByRole('button', { name: 'Close voucher' }).click();
    await expect(close).toBeHidden();
    await page.goto('/TmLog');
    await nextAnswer(page, '/api/TMVoucher/GetTmLog', () =>
      page.getByRole('searchbox', { name: 'Search Voucher#', exact: true }).fill(voucherNumber),
    );
    const csv = readFileSync(
      await saved(page, () => page.getByRole('button', { name: 'Export CSV' }).click(), 'tm-log.csv'),
      'utf8',
    );
    expect(csv).toContain(voucherNumber);
    expect(csv).toContain(changeOrder);
    await page.getByRole('button', { name: 'Change order bundle' }).click();
    const bundleDialog = page.getByRole('dialog', { name: 'Change order bundle' });
    await bundleDialog.getByRole('textbox', { name: /Change order or billing reference/ }).fill(changeOrder);
    const bundle = await saved(
      page,
      () => bundleDialog.getByRole('button', { name: 'Download PDF' }).click(),
      'bundle.pdf',
    );
    const { stdout: bundleText } = await run('pdftotext', [bundle, '-']);
    expect(bundleText).toContain(`Change order ${changeOrder}`);
    expect(bundleText).toContain(voucherNumber);
    expect(bundleText).toContain('Signature certificate');
    const { stdout: attached } = await run('pdfdetach', ['-list', bundle]);
    expect(attached).toContain('1 embedded files');
  });

  test('a new revision from the device voids the pending request and its link', async ({ page, baseURL }) => {
    const voucherNumber = `E2E-V-${Date.now() % 100_000_000}`;
    await pushFieldVoucher(baseURL as string, voucherNumber, 1);
    await openDatedList(page, VOUCHERS);
    await findVoucher(page, voucherNumber);
    const email = `pending-${Date.now()}@customer.example`;
    await sendFromOffice(page, voucherNumber, 'Pat Pending', email);
    // Frozen while out for signature: the row says so and offers no move or Send.
    await expect(table(page).getByText("Out for the customer's signature")).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Send for signature, voucher ${voucherNumber}` }),
    ).toHaveCount(0);
    const link = /https?:\/\/\S+\/sign\/[A-Za-z0-9_-]+/.exec(await mailTo('request', email))?.[0] ?? '';
    await pushFieldVoucher(baseURL as string, voucherNumber, 2);
    await page.reload();
    await findVoucher(page, voucherNumber);
    const { panel, requests } = await requestsPanel(page, voucherNumber);
    expect(requests[0]?.status).toBe('Voided');
    await expect(panel.getByRole('cell', { name: 'Voided by a new revision' })).toBeVisible();
    // The link is dead: the one answer to a link that cannot be used.
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(/This signing link cannot be used/)).toBeVisible({ timeout: 20_000 });
  });

  test('opened where a console user is signed in, no call carries the session; rejected with a reason: Rejected', async ({
    page,
  }) => {
    // A Ready for Review voucher of the last weeks (the demo data has some in every range).
    await openDatedList(page, VOUCHERS, 4);
    const voucherNumber = (
      (await page
        .getByRole('button', { name: /^Send for signature, voucher / })
        .first()
        .getAttribute('aria-label')) ?? ''
    ).replace(/^Send for signature, voucher /, '');
    const email = `rejecter-${Date.now()}@customer.example`;
    await sendFromOffice(page, voucherNumber, 'Ray Rejecter', email);

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

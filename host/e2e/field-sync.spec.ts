import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { DeviceRow, TimecardRecord } from '@tac/contracts';
import { closeDialog, DEMO, hasCrew, nextAnswer, shiftWeeks, startSignedIn } from './helpers.ts';

/**
 * The field sync end to end (shared/docs/field-sync.md): an administrator enrols a device on
 * /Devices, the simulator drives that device with the code the dialog shows (as a foreman's tablet
 * would) against this console, and its timecards, voucher and photos show in the console, the open
 * timecards list offering them as "N new — show" rather than jumping.
 */
const API_DIR = path.resolve(import.meta.dirname, '../../api');
const run = promisify(execFile);

test.describe('Field sync', () => {
  // The simulator's days of pushes and a poll of the open list take their time.
  test.describe.configure({ timeout: 180_000 });

  test('enrol from /Devices, sync a device, see its timecards, voucher and photos', async ({
    page,
    baseURL,
  }) => {
    const startedAt = new Date().toISOString();
    await startSignedIn(page, DEMO.sysadmin);
    const { rows: devices } = await nextAnswer<DeviceRow>(page, '/api/Device/GetDeviceList', () =>
      page.goto('/Devices'),
    );
    const device = devices.find(hasCrew);
    expect(device, 'a demo device with projects and an employee').toBeTruthy();
    const name = (device as DeviceRow).deviceEmpID;
    const table = page.getByRole('table', { name: 'Devices' });
    await table.getByRole('button', { name: `Enrol ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Enrol ${name}` });
    const codeGroup = dialog.getByRole('group', { name: 'Enrolment code' });
    await expect(codeGroup).toBeVisible();
    const code = (await codeGroup.locator('[data-code]').getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await expect(dialog.getByRole('img', { name: 'QR code of the enrolment code' })).toBeVisible();
    await expect(dialog.getByText(/^Works once, for (10:00|9:\d\d) more\.$/)).toBeVisible();

    // The timecards list is open while the device syncs.
    await nextAnswer<TimecardRecord>(page, '/api/TimeCard/GetTimeCardDetails', () => page.goto('/TimeCard'));
    const id = (device as DeviceRow).deviceID;

    // Four days stay within the device's call rate; with this seed the demo device's crew records
    // vouchers (the simulator's choices are random, repeated by the seed).
    const sim = await run(
      'node',
      [
        '--import',
        'tsx',
        'src/field-sim/cli.ts',
        '--url',
        baseURL ?? '',
        '--code',
        code,
        '--days',
        '4',
        '--offline',
        '0',
        '--seed',
        '2',
      ],
      { cwd: API_DIR, timeout: 120_000 },
    );
    expect(sim.stdout).toContain(`Enrolled ${name}`);
    expect(sim.stdout).toMatch(/[1-9]\d* items accepted/);

    // Offered, not slipped in: the rows stay until the user asks.
    const notice = page.getByText(/^\d+ new —\s*$/);
    await expect(notice).toBeVisible({ timeout: 40_000 });
    await nextAnswer<TimecardRecord>(page, '/api/TimeCard/GetTimeCardDetails', () =>
      page.getByRole('button', { name: /^show \d+ new timecard lines$/ }).click(),
    );
    await expect(notice).toHaveCount(0);
    // The device's lines, synced since the test began (the demo week may hold more than a page).
    const { rows: synced } = await nextAnswer<TimecardRecord>(page, '/api/TimeCard/GetTimeCardDetails', () =>
      page.getByRole('searchbox', { name: 'Search Device Name', exact: true }).fill(name),
    );
    expect(
      synced.some(
        (r) => r.deviceID === id && Date.parse(r.userSyncOnlineDateTime) >= Date.parse(startedAt) - 1000,
      ),
    ).toBe(true);

    // /Devices: the device's app version and last sync.
    await page.goto('/Devices');
    const row = table.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toContainText('field-sim-1');
    await expect(row).not.toContainText('Never');

    // Its voucher, with its photo.
    await page.goto('/TMVoucher');
    // A voucher is listed on its day: a week back covers the simulator's four days on any weekday.
    await nextAnswer(page, '/api/TMVoucher/GetTMVoucherList', () => shiftWeeks(page, 'From', -1));
    const clip = page.getByRole('button', { name: /^Attachments, voucher SIM-.* \(attached\)$/ }).first();
    await expect(clip).toBeVisible({ timeout: 15_000 });
    await clip.click();
    const attachments = page.getByRole('dialog', { name: 'TMVoucher Attachments' });
    await attachments
      .getByRole('button', { name: /^Open attachment / })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: 'Attachment', exact: true });
    const img = viewer.getByRole('img');
    await expect(img).toBeVisible();
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await closeDialog(viewer, 'Back');
    await closeDialog(attachments, 'Back');

    // Its History: what the device wrote, the revision and the photo.
    const voucher = (await clip.getAttribute('aria-label'))?.match(/voucher (SIM-\S+)/)?.[1];
    await page
      .getByRole('button', { name: `History, voucher ${voucher}`, exact: true })
      .first()
      .click();
    const history = page.getByRole('dialog', { name: `History: voucher ${voucher}` });
    await expect(history.getByRole('table', { name: / · System · revision$/ }).first()).toBeVisible();
    await expect(history.getByRole('table', { name: / · System · photo$/ }).first()).toBeVisible();
    await closeDialog(history);
  });
});

import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Locator, type Page, type Request } from '@playwright/test';
import {
  ApiPaths,
  type DeviceRow,
  type EmployeeWeek,
  type FieldTimecardItem,
  type FieldVoucherItem,
  type LoginResult,
} from '@tac/contracts';
import { SESSION_STORAGE_KEY, storedSession } from '@tac/session';
import {
  activeDevices,
  DeviceClient,
  enrol,
  signIn as signInByApi,
} from '../../api/src/field-sim/device-client.ts';

export const PASSWORD = 'TimeAdmin#2026';
export const DEMO = {
  sysadmin: 'sysadmin@demo.local',
  admin: 'admin@demo.local',
  pm: 'pm@demo.local',
  contribute: 'contribute@demo.local',
  readonly: 'readonly@demo.local',
} as const;

/** Signs in on the sign-in form the page shows (/Login or /Admin). */
export async function signIn(
  page: Page,
  userName: string,
  password = PASSWORD,
  { timeout }: { timeout?: number } = {},
) {
  await page.getByLabel('User name', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout });
}

/**
 * Starts the page signed in as `userName` without the sign-in form, for the specs whose subject is a
 * screen and not the sign-in: signs in through the API (the same call and the same session as the
 * form's) and keeps the session where the console keeps it (storedSession). The page is left on the
 * console's origin with nothing drawn; the caller opens its screen. Spares each test the sign-in page
 * and the landing screen it would not look at (shared/docs/testing.md).
 */
export async function startSignedIn(page: Page, userName: string, password = PASSWORD) {
  const answer = await page.request.post(ApiPaths.account.login, {
    data: { UserName: userName, Password: password },
  });
  const body = (await answer.json()) as { message: string; data: LoginResult | null };
  if (!body.data?.isLoginSuccess) throw new Error(`${userName} was not signed in: ${body.message}`);
  // Any page of the origin holds its localStorage: the config answer is the lightest one it serves.
  await page.goto(ApiPaths.config);
  const session = { key: SESSION_STORAGE_KEY, value: storedSession(body.data) };
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), session);
}

/** The repository's root, for the specs that build and release a remote. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

const runFile = promisify(execFile);

/**
 * Runs one of the release scripts (`shared/build/bin/<name>`: release.mjs, rollout.mjs) against the
 * console at `apiUrl`, signed in as the demo SystemAdmin.
 */
export function releaseScript(
  apiUrl: string,
  name: string,
  args: string[],
  env: Record<string, string> = {},
) {
  return runFile('node', [path.join(REPO_ROOT, 'shared/build/bin', name), ...args], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      TAC_API_URL: apiUrl,
      TAC_ADMIN_USER: DEMO.sysadmin,
      TAC_ADMIN_PASSWORD: PASSWORD,
      ...env,
    },
    timeout: 240_000,
  });
}

/** Offers mf-reference `version` as its candidate to the Contribute role alone (0% of everyone else). */
export function offerToContribute(apiUrl: string, version: string) {
  return releaseScript(apiUrl, 'rollout.mjs', [
    'rollout',
    'mf-reference',
    version,
    '--percent',
    '0',
    '--roles',
    'Contribute',
  ]);
}

/** A fresh browser session signed in on `at` (a remote's version is chosen at sign-in). */
export async function freshSession(browser: Browser, user: string, at: '/Login' | '/Admin' = '/Login') {
  const page = await (await browser.newContext()).newPage();
  await page.goto(at);
  await signIn(page, user);
  return page;
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The menu's entries once the manifest is in (before it, only the host's own entries show). */
export async function menuLabels(page: Page): Promise<string[]> {
  await expect(sideMenu(page)).toHaveAttribute('aria-busy', 'false');
  return sideMenu(page).getByRole('link').allInnerTexts();
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/**
 * Where a role should land: its spec landing when that section is deployed (its menu entry shows),
 * else the first section in the menu (the fallback while a remote is not deployed yet).
 */
export async function expectedLanding(page: Page, specLanding: string, menuLabel: string): Promise<RegExp> {
  const labels = await menuLabels(page);
  const first = await sideMenu(page).getByRole('link').first().getAttribute('href');
  return new RegExp(`${labels.includes(menuLabel) ? specLanding : first}$`);
}

/** Two digits, as dates are written on screen and in queries. */
export const pad = (n: number) => String(n).padStart(2, '0');
/** A local day as date inputs and the API's rows write it (YYYY-MM-DD). */
/** MM/DD/YY, as the screens write a calendar day (YYYY-MM-DD). */
export const shortDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

/** A toast (or any text) with these words shows. */
export const toast = (page: Page, text: string | RegExp) =>
  expect(page.getByText(text).first()).toBeVisible();

export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A local day as the list calls send it (dd-MM-yyyy). */
export const queryDay = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
/** A local day as the date pickers show it (MM/dd/yyyy). */
export const pickerDay = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
export const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
export const mondayOf = (d: Date) => addDays(d, -((d.getDay() + 6) % 7));

/**
 * Moves a date picker's day by whole weeks with its calendar's keyboard (the field is picked, not
 * typed): open it, ArrowUp / ArrowDown a week at a time from the picked day, Enter.
 */
export async function shiftWeeks(page: Page, label: string, weeks: number) {
  await page.getByRole('button', { name: `Choose ${label}`, exact: true }).click();
  await expect(page.locator('[data-part="table-cell-trigger"]:focus')).toHaveCount(1);
  for (let i = 0; i < Math.abs(weeks); i++) await page.keyboard.press(weeks < 0 ? 'ArrowUp' : 'ArrowDown');
  await page.keyboard.press('Enter');
}

/** Runs `action`, waits for the next successful answer to a POST of `path` and gives its rows. */
export async function nextAnswer<Row>(
  page: Page,
  path: string,
  action: () => Promise<unknown>,
): Promise<{ request: Request; rows: Row[] }> {
  // The body is read as the answer arrives, and an answer whose body cannot be read is passed over:
  // it was the page before's (a list still loading there when the action navigated away).
  const read: { body?: { success: boolean; data: Row[] } } = {};
  const [response] = await Promise.all([
    page.waitForResponse(
      async (r) => {
        if (!r.url().includes(path) || r.request().method() !== 'POST') return false;
        try {
          read.body = (await r.json()) as { success: boolean; data: Row[] };
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 15_000 },
    ),
    action(),
  ]);
  expect(read.body?.success).toBe(true);
  return { request: response.request(), rows: read.body?.data ?? [] };
}

/** A list screen with a From and To (timecards, T&M vouchers) and the POST that lists its rows. */
export interface DatedList {
  path: string;
  heading: string;
  /** The list call's path. */
  list: string;
  table: (page: Page) => Locator;
}

/** Signs in as an administrator and opens a dated list, From moved `weeksBack` weeks earlier; gives its rows. */
export async function openDatedList<Row>(page: Page, screen: DatedList, weeksBack = 0): Promise<Row[]> {
  await startSignedIn(page, DEMO.admin);
  let { rows } = await nextAnswer<Row>(page, screen.list, () => page.goto(screen.path));
  await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
  if (weeksBack > 0) {
    ({ rows } = await nextAnswer<Row>(page, screen.list, () => shiftWeeks(page, 'From', -weeksBack)));
  }
  await expect(screen.table(page).locator('[aria-busy="true"]')).toHaveCount(0);
  return rows;
}

/**
 * A dated list's range as the list call asks it: Monday of this week through today at first (shown
 * MM/dd/yyyy); From three weeks earlier asks from that day's 00:00:00 to today's 23:59:59, as
 * dd-MM-yyyy HH:mm:ss. Gives that answer, with the days it asked between.
 */
export async function expectRangeAsked<Row>(page: Page, screen: DatedList) {
  const today = new Date();
  const monday = mondayOf(today);
  const fromBox = page.getByRole('textbox', { name: 'From', exact: true });
  await expect(fromBox).toHaveValue(pickerDay(monday));
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(pickerDay(today));

  const from = addDays(monday, -21);
  const answer = await nextAnswer<Row>(page, screen.list, () => shiftWeeks(page, 'From', -3));
  await expect(fromBox).toHaveValue(pickerDay(from));
  const url = new URL(answer.request.url());
  expect(url.searchParams.get('fromDate')).toBe(`${queryDay(from)} 00:00:00`);
  expect(url.searchParams.get('toDate')).toBe(`${queryDay(today)} 23:59:59`);
  expect(answer.rows.length).toBeGreaterThan(0);
  return { ...answer, from, today };
}

/** To moved four weeks back, before From: the range's exact message. */
export async function expectEndBeforeStart(page: Page) {
  await shiftWeeks(page, 'To', -4);
  const to = page.getByRole('textbox', { name: 'To', exact: true });
  await expect(to).toHaveValue(pickerDay(addDays(new Date(), -28)));
  await expect(
    page.getByText('The specified date range has an ending date that is earlier than the start date!.', {
      exact: true,
    }),
  ).toBeVisible();
}

/** Clicks `button` and gives the PDF it downloads, checked to be one, with the file name it suggests. */
export async function downloadPdf(page: Page, button: Locator): Promise<{ name: string; pdf: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), pdf };
}

/** Closes a dialog with its own button (Close, or Back on viewers) and waits until it is gone. */
export async function closeDialog(dialog: Locator, name = 'Close') {
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Clicks `opener` until `dialog` shows (a click that finds it covered by the opening dialog fails fast
 * and is not repeated). In a loop of one dialog after another, a click at machine speed just after the
 * previous dialog closed has now and then left focus on the button and no dialog: most likely the
 * previous dialog hands focus back to its own opener a moment after it is gone (its focus trap's
 * cleanup runs after React's commit, then a timeout), and a dialog opened within that moment sees
 * focus leave it and closes as if dismissed. A person's next click comes far later. A dialog that
 * never opens still fails here.
 */
export async function openDialogWith(opener: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** TAC_E2E_SHOTS=<folder>: saves a screenshot of the page as it is (1366×768 by default) there. */
export async function shot(page: Page, name: string) {
  const folder = process.env.TAC_E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** Opens a screen from the side menu and waits for its page heading. */
export async function openFromMenu(page: Page, menu: string, heading: string) {
  await sideMenu(page).getByRole('link', { name: menu, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** A device with a crew and a project, as a foreman's tablet has (several in the demo data). */
export const hasCrew = (device: DeviceRow): boolean =>
  Boolean(device.projectNames && device.employeeNumberName);

/** What a pushed line is about, and the day's own fields. */
type FieldLine = Omit<
  FieldTimecardItem,
  'clientId' | 'kind' | 'timeRecordId' | 'employeeId' | 'projectId' | 'taskId'
>;

/**
 * Timecard lines arriving from the field as a tablet sends them (shared/docs/field-sync.md): an
 * administrator asks for an enrolment code of a device with a crew (`POST /api/Device/Enrol`), the
 * device exchanges it for its credential, pulls what it may record and pushes `lines`, each a
 * record of its own, for its first employee and project. Answers whose lines they are, to find them
 * on a screen.
 */
export async function pushFieldTimecards(
  baseURL: string,
  lines: readonly FieldLine[],
): Promise<{ deviceName: string; employeeNumber: string; projectNumber: string }> {
  const token = await signInByApi(baseURL, DEMO.admin, PASSWORD);
  const device = (await activeDevices(baseURL, token, 100)).find(hasCrew);
  if (!device) throw new Error('No active demo device with a crew and a project');
  const enrolled = await enrol(baseURL, token, device.deviceID, 'e2e-1');
  const tablet = new DeviceClient(baseURL, enrolled.token);
  const { changes } = await tablet.pull();
  const employee = changes.employees?.upserts[0];
  const project = changes.projects?.upserts[0];
  if (!employee || !project) throw new Error(`${enrolled.deviceName} pulled no employee or project`);
  const stamp = Date.now();
  const items: FieldTimecardItem[] = lines.map((line, i) => ({
    clientId: `e2e-${stamp}-${i}`,
    kind: 'timecard',
    // The device's own number for the employee's day: one no demo line has.
    timeRecordId: 800_000_000 + ((stamp + i) % 100_000_000),
    employeeId: employee.id,
    projectId: project.id,
    taskId: project.tasks[0]?.id ?? null,
    ...line,
  }));
  const pushed = await tablet.push(items);
  expect(pushed.status).toBe(200);
  expect(pushed.items).toEqual(items.map(() => expect.objectContaining({ status: 'accepted' })));
  return {
    deviceName: enrolled.deviceName,
    employeeNumber: employee.employeeNumber,
    projectNumber: project.projectNumber,
  };
}

/**
 * A T&M voucher revision from the field as a foreman's tablet sends it (the field simulator's
 * client): a device with a crew that may take signatures is enrolled and pushes revision `revision`
 * of `voucherNumber` for its first project, two hours of its first employee, named signed for the
 * company by its foreman (so it arrives Ready for Review). Answers the device's name.
 */
export async function pushFieldVoucher(
  baseURL: string,
  voucherNumber: string,
  revision: number,
): Promise<{ deviceName: string; projectNumber: string }> {
  const token = await signInByApi(baseURL, DEMO.admin, PASSWORD);
  const device = (await activeDevices(baseURL, token, 100)).find(
    (d) => hasCrew(d) && d.allowTMVoucherSignature === 'active',
  );
  if (!device) throw new Error('No active demo device with a crew that may take signatures');
  const enrolled = await enrol(baseURL, token, device.deviceID, `e2e-voucher-${revision}`);
  const tablet = new DeviceClient(baseURL, enrolled.token);
  const { changes } = await tablet.pull();
  const employee = changes.employees?.upserts[0];
  const project = changes.projects?.upserts[0];
  const taskId = project?.tasks[0]?.id;
  if (!employee || !project || !taskId) throw new Error(`${enrolled.deviceName} pulled no crew or task`);
  const item: FieldVoucherItem = {
    clientId: `e2e-${voucherNumber}-${revision}`,
    kind: 'voucher',
    voucherNumber,
    projectId: project.id,
    taskId,
    day: isoDay(new Date()),
    submittedMode: 'Online',
    notes: `Extra trench, revision ${revision}`,
    labour: [{ employeeId: employee.id, payCode: 'REG', hours: 2 }],
    companySignerName: 'Fay Foreman',
    revision,
    recordedAt: new Date().toISOString(),
  };
  const pushed = await tablet.push([item]);
  expect(pushed.status).toBe(200);
  expect(pushed.items).toEqual([expect.objectContaining({ status: 'accepted' })]);
  return { deviceName: enrolled.deviceName, projectNumber: project.projectNumber };
}

/** One 8-hour line for `day` (YYYY-MM-DD), as pushFieldTimecards sends it. */
export const pushFieldTimecard = (baseURL: string, day: string) =>
  pushFieldTimecards(baseURL, [
    {
      day,
      hoursType: 'REG',
      hours: 8,
      startTime: '07:00',
      lunchStartTime: '11:00',
      lunchEndTime: '11:30',
      endTime: '15:30',
    },
  ]);

/** Every employee-week of the week ending `weekEnding` (YYYY-MM-DD), read as the administrator. */
export async function employeeWeeksOf(baseURL: string, weekEnding: string): Promise<EmployeeWeek[]> {
  const token = await signInByApi(baseURL, DEMO.admin, PASSWORD);
  const query = (iso: string, time: string) =>
    `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${time}`;
  const from = isoDay(addDays(new Date(`${weekEnding}T12:00:00`), -6));
  const url = new URL(ApiPaths.employeeWeeks.list, baseURL);
  url.searchParams.set('fromDate', query(from, '00:00:00'));
  url.searchParams.set('toDate', query(weekEnding, '23:59:59'));
  const answer = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Skip: 1, Take: 1000, SearchText: [] }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: EmployeeWeek[] }).data;
}

/** On /PayrollExport, chooses the week and every division offered, and gives the preview's text. */
export async function chooseBatch(page: Page, weekEnding: string): Promise<string> {
  await page.goto('/PayrollExport');
  await page.getByRole('combobox', { name: 'Weeks ending' }).click();
  await page.getByRole('option', { name: shortDay(weekEnding) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Divisions' }).click();
  // The weeks' list may still be closing: take the options of the divisions' list alone.
  const divisions = page.getByRole('listbox', { name: 'Divisions' });
  await expect(divisions).toBeVisible();
  for (const option of await divisions.getByRole('option').all()) await option.click();
  await page.keyboard.press('Escape');
  const status = page.getByRole('status').filter({ hasText: /line\(s\)|No approved lines/ });
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? '';
}

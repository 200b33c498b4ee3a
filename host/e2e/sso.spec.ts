import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ApiPaths, Messages } from '@tac/contracts';
import { DEMO, PASSWORD } from './helpers.ts';

/**
 * Single sign-on end to end, through the test provider's own login page. This spec
 * starts its own console (api/src/testing/sso-e2e-server.ts: the API on a free port with a test
 * OpenID provider, TAC_PASSWORD_SIGN_IN=admin-only and one-time codes living CODE_SECONDS), so the
 * shared e2e server keeps password sign-in for the other specs.
 */
const CODE_SECONDS = 8;
/** http://localhost:<a free port>, chosen at start: another run or bench may hold any fixed one. */
let CONSOLE = '';

let server: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'tac-e2e-sso-'));
  const port = await freePort();
  CONSOLE = `http://localhost:${port}`;
  const apiDir = path.resolve(import.meta.dirname, '..', '..', 'api');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/testing/sso-e2e-server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      TAC_DATA_DIR: dataDir,
      SSO_CODE_SECONDS: String(CODE_SECONDS),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('SSO E2E READY')) resolve();
    };
    server?.stdout?.on('data', collect);
    server?.stderr?.on('data', collect);
    server?.once('exit', (code) => reject(new Error(`the SSO console stopped (${code}):\n${output}`)));
  });
  await deactivate(DEMO.readonly);
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The inactive-user case: the SystemAdmin (password sign-in stays theirs) deactivates a demo user. */
async function deactivate(userName: string) {
  const auth = await adminHeaders();
  const user = (await listActive(auth)).find((u) => u.userName === userName);
  if (!user) throw new Error(`${userName} not found`);
  const res = await fetch(
    `${CONSOLE}${ApiPaths.security.activateOrDeactivate}?userId=${user.userId}&status=deactivate`,
    { method: 'POST', headers: auth, body: '{}' },
  );
  expect(res.status).toBe(200);
}

/** The SystemAdmin's request headers (password sign-in stays theirs). */
async function adminHeaders(): Promise<Record<string, string>> {
  const login = await fetch(CONSOLE + ApiPaths.account.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: DEMO.sysadmin, Password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function listActive(auth: Record<string, string>) {
  const list = await fetch(`${CONSOLE}${ApiPaths.security.list}?selectedStatus=active`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ SearchText: [], Skip: 0, Take: 100 }),
  });
  return ((await list.json()) as { data: { userId: number; userName: string }[] }).data;
}

/**
 * The SystemAdmin sets a password for `userName` through SaveUsers (its other fields as they are), so
 * the user has a temporary password they must change at their next password sign-in.
 */
async function setTemporaryPassword(userName: string, password: string) {
  const auth = await adminHeaders();
  const users = await listActive(auth);
  const user = users.find((u) => u.userName === userName);
  if (!user) throw new Error(`${userName} not found`);
  const detail = (await (
    await fetch(`${CONSOLE}${ApiPaths.security.user}?userId=${user.userId}`, { headers: auth })
  ).json()) as {
    data: {
      user: { employeeNumber: string; employeeName: string; securityGroupId: number }[];
      division: { divisionName: string }[];
      group: { divisionId: number; isAllDivision: boolean }[];
    };
  };
  const [found] = detail.data.user;
  if (!found) throw new Error(`${userName} has no detail`);
  const res = await fetch(CONSOLE + ApiPaths.security.save, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      userId: user.userId,
      employeeNumber: found.employeeNumber,
      employeeName: found.employeeName,
      userName,
      securitygroupID: found.securityGroupId,
      password,
      confirmPassword: password,
      UserDivision: detail.data.division.map((d) => ({ DivisionName: d.divisionName })),
      UserGroup: detail.data.group.map((g) => ({ DivisionId: g.isAllDivision ? 0 : g.divisionId })),
    }),
  });
  expect(res.status).toBe(200);
}

/** From /Login's SSO button through the provider's login page; the landing URL the browser got. */
async function signInWithSso(page: Page, email: string): Promise<string> {
  await page.goto(`${CONSOLE}/Login`);
  const landing = page.waitForRequest((r) => r.url().startsWith(`${CONSOLE}/LoginLanding?`));
  await page.getByRole('button', { name: Messages.sso.button }).click();
  await expect(page.getByRole('heading', { name: 'Test provider sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  return (await landing).url();
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('/Login offers single sign-on alone when password sign-in is for SystemAdmin only', async ({ page }) => {
  await page.goto(`${CONSOLE}/Login`);
  await expect(page.getByRole('button', { name: Messages.sso.button })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
});

test('signs in through the provider and lands on the role page', async ({ page }) => {
  const landingUrl = await signInWithSso(page, DEMO.admin);
  expect(new URL(landingUrl).searchParams.get('userName')).toBe(DEMO.admin);
  await expect(page).toHaveURL(`${CONSOLE}/Security`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a user with a temporary password signed in by single sign-on is not held to change it', async ({
  page,
}) => {
  // The provider proved who they are; the temporary password played no part in this sign-in.
  await setTemporaryPassword(DEMO.pm, 'Temporary#Pass-2026');
  await signInWithSso(page, DEMO.pm);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/ChangePassword$/);
});

test('an e-mail no user has lands on OOPS with a Login button back to single sign-on', async ({ page }) => {
  const landingUrl = await signInWithSso(page, 'stranger@demo.local');
  expect(new URL(landingUrl).searchParams.get('code')).toBeNull();
  await expect(page.getByText(Messages.sso.userNotFound)).toBeVisible();
  // Back to the provider, whose session still knows the user: straight back, refused again.
  const again = page.waitForRequest((r) => r.url().startsWith(`${CONSOLE}/LoginLanding?response=`));
  await page.getByRole('button', { name: 'Login' }).click();
  await again;
  await expect(page.getByText(Messages.sso.userNotFound)).toBeVisible();
  await expect(page).toHaveURL(`${CONSOLE}/LoginLanding`);
});

test('an inactive user is not signed in', async ({ page }) => {
  await signInWithSso(page, DEMO.readonly);
  await expect(page.getByText(Messages.sso.userNotFound)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('a replayed landing URL is refused: its code was spent', async ({ page, browser }) => {
  const landingUrl = await signInWithSso(page, DEMO.admin);
  await expect(page).toHaveURL(`${CONSOLE}/Security`);
  const other = await freshPage(browser);
  await other.goto(landingUrl);
  await expect(other.getByText(Messages.sso.codeRefused)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
  await other.context().close();
});

test('an expired code is refused', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // Hold the landing's exchange back so the code stays unspent, then use it too late.
  await page.route(`**${ApiPaths.account.getUserLoginToken}`, (route) => route.abort());
  const landingUrl = await signInWithSso(page, DEMO.admin);
  await page.waitForTimeout((CODE_SECONDS + 1) * 1000);
  const other = await freshPage(browser);
  await other.goto(landingUrl);
  await expect(other.getByText(Messages.sso.codeRefused)).toBeVisible();
  await other.context().close();
});

test('/Admin signs a SystemAdmin in with a password; anyone else is told to use single sign-on', async ({
  page,
}) => {
  await page.goto(`${CONSOLE}/Admin`);
  await page.getByLabel('User name', { exact: true }).fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(Messages.login.passwordSignInOff).first()).toBeVisible();

  await page.getByLabel('User name', { exact: true }).fill(DEMO.sysadmin);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${CONSOLE}/Security`);
  // Signed out, a SystemAdmin is sent back to /Admin by the guard (spec 000 §2).
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(`${CONSOLE}/Security`);
  await expect(page).toHaveURL(`${CONSOLE}/Admin`);
});

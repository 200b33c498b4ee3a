import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  freshSession,
  offerToContribute,
  REPO_ROOT,
  releaseScript,
  sideMenu,
  signIn,
} from './helpers.ts';

/**
 * Releases end to end: a second release of mf-reference, told apart by a release note compiled in
 * (TAC_RELEASE_NOTE, so no source edit), rolled out to one role with the console running; promoted and
 * rolled back from the Releases screen; then broken on disk to see the fallback to stable counted.
 * It builds one remote once (~20-40 s on 2 cores) and leaves mf-reference on its package.json version
 * with no candidate, as the other specs expect.
 */
const VERSION = `11.2.1-e2e.${Date.now()}`;
const NOTE = 'Release candidate';
const BUILD_DIR = path.join(REPO_ROOT, 'mf-reference', 'dist', VERSION);

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let apiUrl = '';
const script = (name: string, args: string[], env: Record<string, string> = {}) =>
  releaseScript(apiUrl, name, args, env);

/** A fresh browser session (the version is chosen at sign-in), on the Material List. */
async function materialListAs(browser: Browser, user: string): Promise<Page> {
  const page = await freshSession(browser, user);
  await sideMenu(page).getByRole('link', { name: 'Material List' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Material List/ })).toBeVisible();
  return page;
}
const note = (page: Page) => page.getByTestId('release-note');

async function releasesAsSysadmin(browser: Browser): Promise<Page> {
  const page = await freshSession(browser, DEMO.sysadmin, '/Admin');
  await sideMenu(page).getByRole('link', { name: 'Releases' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  return page;
}
const card = (page: Page) => page.getByRole('region', { name: 'mf-reference' });

async function confirm(page: Page, button: 'Promote' | 'Roll back') {
  await card(page).getByRole('button', { name: button }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

test.beforeAll(async ({ baseURL }) => {
  // A production build of one remote: past the hook's 30 s default on a busy machine.
  test.setTimeout(300_000);
  apiUrl = baseURL ?? '';
  await script('release.mjs', ['mf-reference', VERSION], { TAC_RELEASE_NOTE: NOTE });
  expect(existsSync(path.join(BUILD_DIR, 'release.json'))).toBe(true);
});

test.afterAll(async () => {
  // Whatever failed above: no candidate and mf-reference back on its usual stable for the next specs.
  for (let i = 0; i < 3; i++) {
    const state = await script('rollout.mjs', ['rollback', 'mf-reference']).catch(() => undefined);
    if (!state) break;
  }
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

test('a release refuses to overwrite its version folder', async () => {
  const again = script('release.mjs', ['mf-reference', VERSION]);
  await expect(again).rejects.toThrow(/exists: a released version is never rebuilt/);
});

test('a candidate rolled out to one role, promoted, rolled back, and falling back when broken', async ({
  browser,
}) => {
  const rollout = await offerToContribute(apiUrl, VERSION);
  expect(rollout.stdout).toContain(`candidate ${VERSION} to 0%, roles Contribute`);

  // Contribute gets the candidate; Read Only stays on stable, with no restart in between.
  const contribute = await materialListAs(browser, DEMO.contribute);
  await expect(note(contribute)).toHaveText(NOTE);
  // The Releases screen is SystemAdmin's alone.
  await expect(sideMenu(contribute).getByRole('link', { name: 'Releases' })).toHaveCount(0);
  const readonly = await materialListAs(browser, DEMO.readonly);
  await expect(readonly.getByRole('heading', { level: 1, name: 'Material List' })).toBeVisible();
  await expect(note(readonly)).toHaveCount(0);

  const releases = await releasesAsSysadmin(browser);
  await expect(card(releases).getByTestId('candidate-version')).toHaveText(VERSION);
  await expect(card(releases)).toContainText('roles Contribute');
  const candidateRow = card(releases).locator(`tr[data-version="${VERSION}"]`);
  await expect(candidateRow.getByTestId('sign-ins')).toHaveText('1');

  await confirm(releases, 'Promote');
  await expect(card(releases).getByTestId('stable-version')).toHaveText(VERSION);
  await expect(note(await materialListAs(browser, DEMO.readonly))).toHaveText(NOTE);

  await confirm(releases, 'Roll back');
  await expect(card(releases).getByTestId('stable-version')).toHaveText('11.2.0');
  await expect(note(await materialListAs(browser, DEMO.contribute))).toHaveCount(0);

  // Offered again with the screen's chunk gone from disk: the entry and its routes load, the Material
  // List's code does not. Contribute's session falls back to stable at that first failure, reports it
  // once, and asks for the chunk no more, even after a reload.
  await offerToContribute(apiUrl, VERSION);
  const screenChunks = readdirSync(BUILD_DIR).filter(
    (file) =>
      file.endsWith('.js') &&
      !file.startsWith('remoteEntry') &&
      readFileSync(path.join(BUILD_DIR, file), 'utf8').includes(NOTE),
  );
  expect(screenChunks.length).toBeGreaterThan(0);
  for (const file of screenChunks)
    for (const suffix of ['', '.br', '.gz']) rmSync(path.join(BUILD_DIR, file + suffix), { force: true });
  const chunkPage = await (await browser.newContext()).newPage();
  const chunkRequests: string[] = [];
  chunkPage.on('request', (request) => {
    if (screenChunks.some((file) => request.url().includes(`/${VERSION}/${file}`)))
      chunkRequests.push(request.url());
  });
  await chunkPage.goto('/Login');
  await signIn(chunkPage, DEMO.contribute);
  await sideMenu(chunkPage).getByRole('link', { name: 'Material List' }).click();
  const materialHeading = chunkPage.getByRole('heading', { level: 1, name: /Material List/ });
  await expect(materialHeading).toBeVisible({ timeout: 15_000 });
  await expect(note(chunkPage)).toHaveCount(0);
  await expect(chunkPage.getByText('This section is unavailable')).toHaveCount(0);
  // The Material List's chunk was asked for once: the first failure gave the candidate up.
  expect(chunkRequests).toHaveLength(1);
  await chunkPage.reload();
  await expect(materialHeading).toBeVisible();
  await expect(note(chunkPage)).toHaveCount(0);
  expect(chunkRequests).toHaveLength(1);
  await releases.reload();
  await expect(candidateRow.getByTestId('load-failures')).toHaveText('1');

  // Offered again, broken further (no chunk at all, so its routes fail too): a new session of
  // Contribute falls back to stable; the API counts one user's failures of a version once a day.
  await offerToContribute(apiUrl, VERSION);
  // Its entry stays (so the manifest still offers it); the chunks it loads are gone, with the
  // compressed copies the server would otherwise send in their place.
  for (const file of readdirSync(BUILD_DIR)) {
    if (/\.js(\.br|\.gz)?$/.test(file) && !file.startsWith('remoteEntry.js'))
      rmSync(path.join(BUILD_DIR, file));
  }
  const fallback = await materialListAs(browser, DEMO.contribute);
  await expect(fallback.getByText('This section is unavailable')).toHaveCount(0);
  await expect(fallback.getByRole('heading', { level: 1, name: 'Material List' })).toBeVisible();
  await expect(note(fallback)).toHaveCount(0);
  await releases.reload();
  await expect(candidateRow.getByTestId('load-failures')).toHaveText('1');

  // Offered to everyone, still broken: each user whose load fails reports it, and once enough of
  // those given it have failed (the default bound: 3 users and a fifth of them), it withdraws itself
  // for everyone, with no person on the Releases screen.
  await script('rollout.mjs', ['rollout', 'mf-reference', VERSION, '--percent', '100']);
  for (const user of [DEMO.readonly, DEMO.admin, DEMO.sysadmin]) {
    const page = await materialListAs(browser, user);
    await expect(note(page)).toHaveCount(0);
    await page.context().close();
  }
  await releases.reload();
  await expect(card(releases).getByTestId('withdrawal')).toContainText(VERSION);
  await expect(card(releases)).toContainText('no candidate');
  await expect(card(releases).getByTestId('stable-version')).toHaveText('11.2.0');
});

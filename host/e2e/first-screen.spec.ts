import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { LOGIN_BUDGET_KB } from '@tac/build/budgets';
import { DEMO, menuLabels, sideMenu, signIn } from './helpers.ts';

/**
 * The first screen's speed, held on every `npm test` against the built console (bench:bundle
 * prints the same figures file by file): /Login's JS stays within its budget, and the signed-in shell
 * draws its menu without fetching every remote's entry.
 */

/** The gzip size of every script the page fetches from now on, by URL. */
function recordScripts(page: Page): () => Promise<{ url: string; gzip: number }[]> {
  const pending: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || response.status() >= 300) return;
    pending.push(response.body().then((body) => ({ url, gzip: gzipSync(body).length })));
  });
  return () => Promise.all(pending);
}

/** The remotes whose container entry (remoteEntry.js) the page has asked for, in order. */
function recordRemoteEntries(page: Page): string[] {
  const remotes: string[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\/[^/]+\/remoteEntry\.js$/);
    if (match?.[1] && !remotes.includes(match[1])) remotes.push(match[1]);
  });
  return remotes;
}

test(`/Login fetches at most ${LOGIN_BUDGET_KB} KB of gzip JS`, async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/Login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Chunks asked for once the page has drawn (idle callbacks, effects) count too.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const files = await scripts();
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const listing = files.map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${new URL(f.url).pathname}`).join('\n');
  expect(total, `/Login JS, gzip:\n${listing}`).toBeLessThanOrEqual(LOGIN_BUDGET_KB * 1024);
});

test('the menu lists every deployed section while only the opened section’s remote is fetched', async ({
  page,
}) => {
  const entries = recordRemoteEntries(page);
  await page.goto('/Login');
  await signIn(page, DEMO.sysadmin);
  await expect(page).toHaveURL(/\/Security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  // The manifest offers every remote built here: each one's sections are in the menu.
  const manifest = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('tac.session') ?? '{}').state.user;
    const response = await fetch('/api/Remotes/Manifest', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    return ((await response.json()).data as { name: string }[]).map((r) => r.name);
  });
  expect(manifest).toEqual(expect.arrayContaining(['mf-reference', 'mf-security', 'mf-workforce']));
  const labels = await menuLabels(page);
  expect(labels).toEqual(expect.arrayContaining(['Security', 'Projects', 'Material List', 'Releases']));
  expect(entries).toEqual(['mf-security']);

  await sideMenu(page).getByRole('link', { name: 'Material List', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Material List' })).toBeVisible();
  expect(entries).toEqual(['mf-security', 'mf-reference']);
});

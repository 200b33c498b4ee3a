import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, freshSession, offerToContribute, REPO_ROOT, releaseScript, sideMenu } from './helpers.ts';

/**
 * A remote's release adds a screen, with neither the host nor the API rebuilt or restarted: a version
 * of mf-reference with one more route (/MaterialSummary, a small read-only page behind the Material
 * List's claims) is built and registered with the console running, rolled out to one role, and only
 * that role's users see its menu entry and can open it. Its routes come from the release record
 * through the manifest (shared/docs/releases.md "Routes").
 *
 * The variant is what a developer would write: a page, a line in src/routes.json and its screen in
 * src/routes.tsx. They are written into mf-reference only while `npm run release` builds it, then
 * put back as they were, modification times to the nanosecond (`touch`: Node's utimes rounds them), so
 * the next `npm start` or `npm test` does not take mf-reference's build for stale.
 */
const SRC = path.join(REPO_ROOT, 'mf-reference', 'src');
const VERSION = `11.2.2-e2e.${Date.now()}`;
const BUILD_DIR = path.join(REPO_ROOT, 'mf-reference', 'dist', VERSION);
const HOST_RECORD = path.join(REPO_ROOT, 'host', 'dist', 'release.json');

const PAGE = `/** A page only the e2e release of route-release.spec.ts adds. */
export function MaterialSummaryPage() {
  return (
    <section>
      <h1>Material Summary</h1>
      <p>Added by a release of mf-reference alone.</p>
    </section>
  );
}
`;
const ROUTE = {
  path: '/MaterialSummary',
  pageClaim: 'pg.materiallist',
  menu: { label: 'Material Summary', menuClaim: 'mn.materiallist', order: 115 },
};
const SCREEN = `  '/MaterialSummary': () =>
    import('./material-summary/MaterialSummaryPage.tsx').then((m) => ({ default: m.MaterialSummaryPage })),
`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let apiUrl = '';
const script = (name: string, args: string[]) => releaseScript(apiUrl, name, args);

/** Writes the variant's source, runs `build`, and puts mf-reference's source back whatever happens. */
async function withVariantSource(build: () => Promise<unknown>): Promise<void> {
  const files = ['routes.json', 'routes.tsx'].map((name) => {
    const file = path.join(SRC, name);
    return { file, text: readFileSync(file, 'utf8'), mtimeNs: statSync(file, { bigint: true }).mtimeNs };
  });
  const pageDir = path.join(SRC, 'material-summary');
  try {
    const [json, tsx] = files;
    if (!json || !tsx) throw new Error('mf-reference has no routes.json and routes.tsx');
    writeFileSync(json.file, `${JSON.stringify([...JSON.parse(json.text), ROUTE], null, 2)}\n`);
    const marker = 'describeRoutes(meta, {\n';
    if (!tsx.text.includes(marker)) throw new Error(`mf-reference's routes.tsx no longer has ${marker}`);
    writeFileSync(tsx.file, tsx.text.replace(marker, marker + SCREEN));
    mkdirSync(pageDir);
    writeFileSync(path.join(pageDir, 'MaterialSummaryPage.tsx'), PAGE);
    await build();
  } finally {
    rmSync(pageDir, { recursive: true, force: true });
    for (const { file, text, mtimeNs } of files) {
      writeFileSync(file, text);
      const seconds = `${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`;
      execFileSync('touch', ['-m', '-d', `@${seconds}`, file]);
    }
  }
}

const summaryLink = (page: Page) => sideMenu(page).getByRole('link', { name: 'Material Summary' });
const summaryHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Material Summary' });

let hostRecordBefore = '';

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  apiUrl = baseURL ?? '';
  hostRecordBefore = readFileSync(HOST_RECORD, 'utf8');
  await withVariantSource(() => script('release.mjs', ['mf-reference', VERSION]));
  const record = JSON.parse(readFileSync(path.join(BUILD_DIR, 'release.json'), 'utf8'));
  expect(record.routes).toContainEqual(ROUTE);
});

test.afterAll(async () => {
  await script('rollout.mjs', ['rollback', 'mf-reference']).catch(() => undefined);
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

test('a release that adds a screen shows its menu entry and route to its audience only', async ({
  browser,
}) => {
  // Before the rollout nobody has it: the stable's routes do not include it.
  const before = await freshSession(browser, DEMO.contribute);
  await expect(sideMenu(before).getByRole('link', { name: 'Material List' })).toBeVisible();
  await expect(summaryLink(before)).toHaveCount(0);

  const rollout = await offerToContribute(apiUrl, VERSION);
  expect(rollout.stdout).toContain(`candidate ${VERSION} to 0%, roles Contribute`);

  // Contribute is in the audience: the menu entry, then the screen, from the same running console.
  const contribute = await freshSession(browser, DEMO.contribute);
  await summaryLink(contribute).click();
  await expect(contribute).toHaveURL(/\/MaterialSummary$/);
  await expect(summaryHeading(contribute)).toBeVisible();
  // Opened directly too (a bookmark, a reload): the route comes from the manifest, not from a click.
  await contribute.reload();
  await expect(summaryHeading(contribute)).toBeVisible();

  // Read Only holds the same claims but is outside the audience: no entry, and the path is unknown.
  const readonly = await freshSession(browser, DEMO.readonly);
  await expect(sideMenu(readonly).getByRole('link', { name: 'Material List' })).toBeVisible();
  await expect(summaryLink(readonly)).toHaveCount(0);
  await readonly.goto('/MaterialSummary');
  await expect(readonly.getByRole('heading', { level: 1, name: 'Page Not Found !' })).toBeVisible();
  await expect(summaryHeading(readonly)).toHaveCount(0);

  // Neither the host nor the API was rebuilt: the host's build is the one the console started with.
  expect(readFileSync(HOST_RECORD, 'utf8')).toBe(hostRecordBefore);
  expect(existsSync(path.join(SRC, 'material-summary'))).toBe(false);
});

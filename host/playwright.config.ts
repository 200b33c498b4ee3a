import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tac/build/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8190);
/**
 * Specs run on this many workers (E2E_WORKERS, 2 by default), each against a console of its own on
 * E2E_PORT + its index with a database of its own, so a spec never sees another's writes halfway
 * (shared/docs/testing.md, 'End to end on two workers').
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The office's support address the e2e server is started with (shell.spec.ts looks for it). */
export const SUPPORT_EMAIL = 'help@office.example';
/**
 * Playwright loads this file again in each worker with the worker's slot in TEST_PARALLEL_INDEX; a
 * worker started again after a failure keeps its slot, so a slot always talks to the same console.
 */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/**
 * The consoles' data folders, one per slot (E2E_DATA_DIR, else a new temporary one): set in the
 * runner before the workers start, so they inherit it and a spec can read its console's outbox
 * (voucher-signing.spec.ts reads the signing mails), where mail goes with no SMTP server.
 */
if (process.env.TEST_PARALLEL_INDEX === undefined)
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tac-e2e-'));

/**
 * The consoles' PostgreSQL databases, one per slot, when `npm test` made them (E2E_DATABASE_URLS,
 * comma-separated, shared/build/src/e2e-databases.mjs); otherwise each console seeds an embedded one.
 */
const databaseUrls = process.env.E2E_DATABASE_URLS?.split(',');

export default defineConfig({
  testDir: './e2e',
  // Generous: npm test runs this beside the unit tests and the API suites, and both cores stay busy,
  // where a remote's first screen can take many times what it takes alone.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT + slot}`,
    viewport: { width: 1366, height: 768 },
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  // A fresh database per console and run (embedded, or PostgreSQL's when `npm test` made them),
  // seeded with the demo data exactly as `npm start` does. Only the runner starts the consoles: a
  // worker's copy of this list is never used.
  webServer: process.env.TEST_PARALLEL_INDEX === undefined ? consoles() : [],
});

function consoles() {
  return Array.from({ length: WORKERS }, (_, i) => ({
    command: 'node ../shared/build/bin/start.mjs',
    url: `http://localhost:${PORT + i}/api/Config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(PORT + i),
      TAC_DATA_DIR: path.join(process.env.E2E_DATA_DIR ?? '', String(i)),
      TAC_DEMO: '1',
      TAC_LOG_LEVEL: 'warn',
      TAC_SUPPORT_EMAIL: SUPPORT_EMAIL,
      ...(databaseUrls ? { DATABASE_URL: databaseUrls[i] } : {}),
    },
  }));
}

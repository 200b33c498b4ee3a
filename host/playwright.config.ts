import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tac/build/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8190);
/** The office's support address the e2e server is started with (shell.spec.ts looks for it). */
export const SUPPORT_EMAIL = 'help@office.example';
// A fresh embedded database per run, seeded with the demo data exactly as `npm start` does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tac-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1366, height: 768 },
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: {
    command: 'node ../shared/build/bin/start.mjs',
    url: `http://localhost:${PORT}/api/Config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      TAC_DATA_DIR: dataDir,
      TAC_DEMO: '1',
      TAC_LOG_LEVEL: 'warn',
      TAC_SUPPORT_EMAIL: SUPPORT_EMAIL,
    },
  },
});

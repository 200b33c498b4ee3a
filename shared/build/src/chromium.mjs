import { existsSync } from 'node:fs';

/**
 * Debian's headless shell (package chromium-headless-shell): Chromium without the desktop browser
 * around it, the build Playwright itself uses for headless runs. It draws the same pages with about a
 * fifth less CPU than the full browser in headless mode, which matters where a run is bound by CPU
 * (shared/docs/testing.md). The full browser (package chromium) serves when the shell is missing.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * How every browser run here starts Debian's Chromium (e2e, bench:bundle, bench:timecards): headless
 * as root, and without the background connections this machine's closed network refuses.
 * CHROMIUM_PATH picks another browser.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The first setup file of every browser package when `npm test` runs them together in one worker
 * (vitest.browser.config.mjs, `isolate: false`; shared/docs/testing.md): each test file starts as it
 * would in a worker of its own, except that the libraries and the DOM are already loaded.
 */
import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// Testing Library's findBy and waitFor give up after a second: enough alone, not beside the end to end
// suite and the API tests with both cores busy, where a lazy screen can take longer to load. A test
// that fails waits this long, one that passes no longer than it must.
configure({ asyncUtilTimeout: 10_000 });

// Our own modules (the package's src, the shared packages) are evaluated again for this file, so its
// vi.mock calls reach every module that imports what they mock, and no module keeps the state or the
// mocks of the file before. Libraries from node_modules are Node's own imports and stay loaded.
vi.resetModules();

afterAll(() => {
  // What a file may change for its own tests and leave behind: timers, stubbed globals and
  // environment, spies, storage and the address the page is at.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

/**
 * The setup every remote's component tests share (`setupFiles` of each remote's vitest.config.ts,
 * through its `src/testing/setup.ts`): jest-dom's matchers, the DOM's stand-ins (dom-stand-ins.ts),
 * and a clean page, session store and toast list after each test (shared/docs/testing.md).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '../toast/toaster.ts';
import { installDomStandIns } from './dom-stand-ins.ts';

installDomStandIns();

// Testing Library cleans up by itself only when test globals are on; these configs keep them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // The toast store is one per module and shows at most 5: a test's toasts must not crowd the next one's out.
  toaster.remove();
});

import '@testing-library/jest-dom/vitest';
import { installJsdomLayout } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

installJsdomLayout();

// Testing Library cleans up by itself only when test globals are on; this config keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // The toast store is one per module and shows at most 5: a test's toasts must not crowd the next one's out.
  toaster.remove();
});

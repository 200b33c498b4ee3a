import '@testing-library/jest-dom/vitest';
import { installJsdomLayout } from '@tac/ui/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

installJsdomLayout();

// Testing Library cleans up by itself only when test globals are on; this config keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

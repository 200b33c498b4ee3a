import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installComputedStyleCache } from './computed-style-cache.ts';
import { installJsdomLayout } from './jsdom-layout.ts';

installJsdomLayout();
installComputedStyleCache();

// Testing Library cleans up by itself only when test globals are on; this config keeps them off.
afterEach(() => {
  cleanup();
});

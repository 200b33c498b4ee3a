import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomStandIns } from './dom-stand-ins.ts';

installDomStandIns();

// Testing Library cleans up by itself only when test globals are on; this config keeps them off.
afterEach(() => {
  cleanup();
});

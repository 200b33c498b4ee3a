import { openEarly } from './app/open-early.ts';

// A page opened by a link learns what it is from the manifest while React loads, not after.
openEarly(window.location.pathname);
// The async boundary lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap.tsx');

import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_PORTRAIT, startsNarrow } from './use-narrow-portrait.ts';

afterEach(() => vi.unstubAllGlobals());

describe('side menu default', () => {
  it('starts hidden at 736 px or less in portrait', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === NARROW_PORTRAIT }));
    vi.stubGlobal('matchMedia', matchMedia);
    expect(startsNarrow()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 736px) and (orientation: portrait)');
  });

  it('starts open otherwise', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(startsNarrow()).toBe(false);
  });
});

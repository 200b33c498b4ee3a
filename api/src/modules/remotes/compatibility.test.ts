import { describe, expect, it } from 'vitest';
import { sharedSkew } from './compatibility.ts';

const host = { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', '@tac/ui/core': '11.2.0' };

describe('sharedSkew', () => {
  it('accepts ranges the host versions meet', () => {
    expect(
      sharedSkew({ react: '^19.3.1', zustand: '^5.0.0', '@tac/ui/core': '^11.0.0' }, host),
    ).toBeUndefined();
    expect(sharedSkew({}, host)).toBeUndefined();
  });

  it('refuses another major or a newer minor, naming the package and both sides', () => {
    expect(sharedSkew({ react: '^18.2.0' }, host)).toBe(
      'react: the release needs ^18.2.0, the host provides 19.3.1',
    );
    expect(sharedSkew({ react: '^19.3.1', zustand: '^5.2.0' }, host)).toBe(
      'zustand: the release needs ^5.2.0, the host provides 5.1.0',
    );
  });

  it('refuses a shared package the host does not provide', () => {
    expect(sharedSkew({ '@tac/ui/charts': '^11.2.0' }, host)).toBe(
      'The host does not provide the shared package @tac/ui/charts',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './files.ts';

describe('a file answered in base64', () => {
  it('decodes a PDF to its bytes', () => {
    const bytes = base64ToBytes(btoa('%PDF-1.7\n'));
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.7\n');
  });
});

import { describe, expect, it } from 'vitest';
import { imageSource } from '../image-viewer/ImageViewer.tsx';
import { base64ToBytes } from './base64.ts';

describe('base64 content', () => {
  it('decodes a PDF to its bytes', () => {
    const bytes = base64ToBytes(btoa('%PDF-1.7\n'));
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.7\n');
  });

  it('gives images a data URL with the type read from their first bytes', () => {
    expect(imageSource('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(imageSource('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(imageSource('data:image/gif;base64,R0lG')).toBe('data:image/gif;base64,R0lG');
  });
});

import { describe, expect, it } from 'vitest';
import { imageSource } from './ImageViewer.tsx';

describe('an image answered in base64', () => {
  it('gives images a data URL with the type read from their first bytes', () => {
    expect(imageSource('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(imageSource('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(imageSource('data:image/gif;base64,R0lG')).toBe('data:image/gif;base64,R0lG');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CELL_GLYPHS } from '../table/cell-glyphs.ts';
import { EyeIcon } from './icons.tsx';
import { EYE_SHAPE, type IconShape, shapeMaskUrl } from './shapes.ts';

/** The SVG document inside a url("data:image/svg+xml,…"). */
function maskDocument(url: string): Document {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(url);
  if (!match?.[1]) throw new Error(`not an SVG data url: ${url}`);
  return new DOMParser().parseFromString(decodeURIComponent(match[1]), 'image/svg+xml');
}

const partsOf = (root: Element) =>
  Array.from(root.children, (element) => [
    element.tagName,
    Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value])),
  ]);

const expectedParts = (shape: IconShape) =>
  shape.map(([tag, attributes]) => [
    tag,
    Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, String(value)])),
  ]);

describe('icon shapes', () => {
  it.each(Object.entries(CELL_GLYPHS))('%s makes a well-formed SVG mask with every part', (_, shape) => {
    const svg = maskDocument(shapeMaskUrl(shape));
    expect(svg.querySelector('parsererror')).toBeNull();
    const root = svg.documentElement;
    expect(root.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(root.getAttribute('stroke')).toBe('black');
    expect(partsOf(root)).toEqual(expectedParts(shape));
  });

  it('draws the same parts as an SVG element in React', () => {
    const { container } = render(<EyeIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(partsOf(svg as SVGSVGElement)).toEqual(expectedParts(EYE_SHAPE));
  });
});

import { describe, expect, it } from 'vitest';
import { consoleSelectRecipe } from '../multi-select/console-select-recipe.ts';
import type { CellColor } from '../table/cell-parts.tsx';
import { system } from './system.ts';

/** WCAG AA for normal-size text. */
const AA = 4.5;

/** The palettes badges, toasts and cells are drawn in (every CellColor, so a new one is checked). */
const PALETTES = Object.keys({ green: 0, red: 0, blue: 0, orange: 0, gray: 0 } satisfies Record<
  CellColor,
  0
>);
const SURFACES = ['bg', 'bg.subtle', 'bg.muted', 'bg.panel'];

/** A colour token's light-mode value as #rrggbb, following semantic tokens to the palette step. */
function lightHex(name: string): string {
  if (name === 'white' || name === 'black') return name === 'white' ? '#ffffff' : '#000000';
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const source = conditions?._light ?? conditions?.base ?? token.value;
  const reference = /^\{colors\.(.+)\}$/.exec(source);
  if (reference?.[1]) return lightHex(reference[1]);
  if (source === 'white' || source === 'black') return lightHex(source);
  if (!/^#[0-9a-f]{6}$/i.test(source)) throw new Error(`${name}: cannot read the colour ${source}`);
  return source.toLowerCase();
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** A colour written `token/NN` (NN % opaque) as it shows over a background. */
function over(color: string, background: string): string {
  const [name = color, percent] = color.split('/');
  const alpha = percent === undefined ? 1 : Number(percent) / 100;
  const front = channels(lightHex(name));
  const back = channels(lightHex(background));
  const mixed = front.map((c, i) => Math.round(c * alpha + (back[i] ?? 0) * (1 - alpha)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(text: string, background: string): number {
  const [high, low] = [luminance(over(text, background)), luminance(lightHex(background))].sort(
    (a, b) => b - a,
  );
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

function expectReadable(text: string, background: string) {
  const ratio = contrast(text, background);
  expect(ratio, `${text} on ${background}: ${ratio.toFixed(2)}:1, under ${AA}:1`).toBeGreaterThanOrEqual(AA);
}

describe('colour contrast of the theme (WCAG AA, light mode)', () => {
  it('reads the tokens as drawn (the figures axe reported before the fix)', () => {
    expect(contrast('white', 'green.600')).toBeCloseTo(3.3, 1);
    expect(contrast('gray.600/80', 'gray.100')).toBeCloseTo(4.33, 1);
    expect(contrast('red.600', 'red.subtle')).toBeCloseTo(3.95, 1);
  });

  it.each(PALETTES)('%s badges: solid, subtle and outline', (palette) => {
    expectReadable(`${palette}.contrast`, `${palette}.solid`);
    expectReadable(`${palette}.fg`, `${palette}.subtle`);
    expectReadable(`${palette}.fg`, 'bg');
  });

  it.each(SURFACES)('muted text on %s', (surface) => {
    expectReadable('fg.muted', surface);
    expectReadable('fg', surface);
  });

  it.each(['fg.error', 'fg.warning', 'fg.success', 'fg.info'])(
    'status text %s on the page and panels',
    (text) => {
      expectReadable(text, 'bg');
      expectReadable(text, 'bg.panel');
    },
  );

  // A row that differs (the labour variance's "+2 (differs)") is tinted in its status's subtle
  // colour and says so in the status text.
  it.each([
    ['fg.error', 'red.subtle'],
    ['fg.warning', 'orange.subtle'],
    ['fg.success', 'green.subtle'],
    ['fg.info', 'blue.subtle'],
  ])('status text %s on its tint %s', (text, tint) => {
    expectReadable(text, tint);
  });

  it.each(SURFACES)("the select's placeholder on %s", (surface) => {
    const placeholder = consoleSelectRecipe.base?.trigger?._placeholderShown as { color: string };
    expectReadable(placeholder.color, surface);
  });

  it.each(SURFACES)("a disabled select's label on %s, at full opacity", (surface) => {
    const disabled = consoleSelectRecipe.base?.label?._disabled as { color: string; layerStyle?: string };
    expect(disabled.layerStyle).toBeUndefined();
    expectReadable(disabled.color, surface);
  });

  it('keeps green, red and blue apart: each solid is nearest its own hue', () => {
    const hue = (hex: string) => {
      const [r, g, b] = channels(hex);
      const top = Math.max(r, g, b);
      return top === r ? 'red' : top === g ? 'green' : 'blue';
    };
    for (const palette of ['green', 'red', 'blue'])
      expect(hue(lightHex(`${palette}.solid`)), palette).toBe(palette);
  });
});

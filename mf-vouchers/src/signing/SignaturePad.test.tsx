import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignatureValue } from './rules.ts';
import { SignaturePad } from './SignaturePad.tsx';

// happy-dom draws nothing: a stand-in 2D context counts the strokes, and the canvas's PNG says how
// many it holds, so the test sees what the pad drew and what it handed on.
let strokes = 0;
const context = {
  beginPath: vi.fn(),
  moveTo: vi.fn(),
  lineTo: vi.fn(),
  stroke: vi.fn(() => {
    strokes += 1;
  }),
  clearRect: vi.fn(() => {
    strokes = 0;
  }),
};
beforeEach(() => {
  strokes = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
    () => `data:image/png;base64,${btoa(`strokes:${strokes}`)}`,
  );
});
afterEach(() => vi.restoreAllMocks());

const changes: (SignatureValue | null)[] = [];
function Pad({ suggestedName = '' }: { suggestedName?: string }) {
  const [value, setValue] = useState<SignatureValue | null>(null);
  return (
    <SignaturePad
      value={value}
      suggestedName={suggestedName}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('the signature pad', () => {
  beforeEach(() => {
    changes.length = 0;
  });

  it('turns a stroke drawn with pointer events (mouse, pen or touch) into a PNG data URL', () => {
    render(<Pad />);
    const canvas = screen.getByRole('img', { name: 'Signature drawing area' });
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 10, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 40, clientY: 30, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 80, clientY: 20, pointerType: 'touch' });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'touch' });
    const drawn = changes.at(-1);
    expect(drawn?.method).toBe('drawn');
    expect(drawn?.signature).toMatch(/^data:image\/png;base64,/);
    expect(atob(drawn?.signature.split(',')[1] ?? '')).toBe('strokes:3');
  });

  it('Clear empties the drawing and the signature', async () => {
    render(<Pad />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    const canvas = screen.getByRole('img', { name: 'Signature drawing area' });
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(changes.at(-1)?.method).toBe('drawn');
    await userEvent.click(clear);
    expect(changes.at(-1)).toBeNull();
    expect(strokes).toBe(0);
    expect((clear as HTMLButtonElement).disabled).toBe(true);
  });

  it('signs by keyboard alone in Type mode, the name shown in a script style', async () => {
    const user = userEvent.setup();
    render(<Pad suggestedName="Jo Field" />);
    // Tab to the Draw radio, arrow to Type: the browser's own radio group, no pointer.
    screen.getByRole('radio', { name: 'Draw' }).focus();
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Type' }) as HTMLInputElement).checked).toBe(true);
    expect(changes.at(-1)).toEqual({ method: 'typed', signature: 'Jo Field' });
    const field = screen.getByRole('textbox', { name: 'Type your name to sign' });
    await user.click(field);
    await user.clear(field);
    await user.keyboard('Joanna Field');
    expect(changes.at(-1)).toEqual({ method: 'typed', signature: 'Joanna Field' });
    const shown = screen.getByTestId('typed-signature');
    expect(shown.textContent).toBe('Joanna Field');
    expect(getComputedStyle(shown).fontFamily).toMatch(/cursive/);
  });
});

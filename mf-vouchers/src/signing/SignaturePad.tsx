import { SignatureMethod } from '@tac/contracts';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, Field } from './controls.tsx';
import type { SignatureValue } from './rules.ts';

/** The canvas's drawing size; CSS scales it to the column's width (pointer positions are scaled back). */
const WIDTH = 600;
const HEIGHT = 200;

/** The typed signature's script look (fonts every phone and desktop has, then the generic one). */
export const SCRIPT_FONT = "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', cursive";

export interface SignaturePadProps {
  /** The signature chosen so far, or null. */
  value: SignatureValue | null;
  onChange: (value: SignatureValue | null) => void;
  /** The name typed above, offered as the typed signature until the signee types another. */
  suggestedName: string;
  /** A problem to show beside the pad (the form's check or the server's). */
  problem?: string;
}

const METHODS = [
  { value: SignatureMethod.Drawn, label: 'Draw' },
  { value: SignatureMethod.Typed, label: 'Type' },
];

/**
 * The signee's signature, drawn or typed (shared/docs/remotes/vouchers.md "Signing page"). Draw: a
 * canvas taking mouse, pen and touch alike through pointer events (touch-action none, so a finger
 * draws instead of scrolling), its drawing handed on as a PNG data URL after each stroke, with Clear.
 * Type: the name in a text field, shown in a script style: the way to sign with a keyboard or a
 * screen reader, which a canvas cannot offer.
 */
export function SignaturePad({ value, onChange, suggestedName, problem }: SignaturePadProps) {
  const [method, setMethod] = useState<SignatureMethod>(value?.method ?? SignatureMethod.Drawn);
  // Undefined until the signee types: the name typed above stands in for it until then.
  const [typed, setTyped] = useState<string | undefined>(
    value?.method === SignatureMethod.Typed ? value.signature : undefined,
  );
  const id = useId();
  const typedName = typed ?? suggestedName;

  // While the name stands in for the typed signature, a change of the name changes the signature.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  useEffect(() => {
    if (method !== SignatureMethod.Typed || typed !== undefined) return;
    latestOnChange.current(suggestedName.trim() ? { method, signature: suggestedName } : null);
  }, [method, typed, suggestedName]);

  const choose = (next: SignatureMethod) => {
    setMethod(next);
    // A drawing does not carry over to typing, nor a typed name to drawing: each starts as its own.
    onChange(
      next === SignatureMethod.Typed && typedName.trim() ? { method: next, signature: typedName } : null,
    );
  };

  return (
    <fieldset className="tac-sign__fieldset" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>Your signature</legend>
      <div className="tac-sign__choices" role="radiogroup" aria-label="How to sign">
        {METHODS.map((option) => (
          <label key={option.value} className="tac-sign__choice">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={method === option.value}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {method === SignatureMethod.Drawn ? (
        <DrawPad drawn={value?.method === SignatureMethod.Drawn} onChange={onChange} />
      ) : (
        <div className="tac-sign__stack tac-sign__stack--tight">
          <Field label="Type your name to sign">
            {(control) => (
              <input
                {...control}
                className="tac-sign__input"
                autoComplete="name"
                value={typedName}
                onChange={(e) => {
                  setTyped(e.target.value);
                  onChange(
                    e.target.value.trim()
                      ? { method: SignatureMethod.Typed, signature: e.target.value }
                      : null,
                  );
                }}
              />
            )}
          </Field>
          <div
            aria-hidden="true"
            className="tac-sign__typed"
            style={{ fontFamily: SCRIPT_FONT }}
            data-testid="typed-signature"
          >
            {typedName}
          </div>
        </div>
      )}
      {problem ? (
        <p id={`${id}-problem`} className="tac-sign__error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The drawing canvas with its Clear button. */
function DrawPad({ drawn, onChange }: { drawn: boolean; onChange: SignaturePadProps['onChange'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [hasInk, setHasInk] = useState(drawn);
  const hint = useId();

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1a202c';
  }, []);

  const at = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const sx = box.width ? WIDTH / box.width : 1;
    const sy = box.height ? HEIGHT / box.height : 1;
    return { x: (event.clientX - box.left) * sx, y: (event.clientY - box.top) * sy };
  };
  const line = (to: { x: number; y: number }) => {
    const context = canvas.current?.getContext('2d');
    const from = last.current ?? to;
    if (context) {
      context.beginPath();
      context.moveTo(from.x, from.y);
      // A tap is a dot: a line to a point a hair away.
      context.lineTo(to.x + (from === to ? 0.1 : 0), to.y);
      context.stroke();
    }
    last.current = to;
  };

  return (
    <div className="tac-sign__stack tac-sign__stack--tight">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="tac-sign__pad"
        role="img"
        aria-label="Signature drawing area"
        aria-describedby={hint}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          last.current = null;
          line(at(event));
        }}
        onPointerMove={(event) => {
          if (last.current) line(at(event));
        }}
        onPointerUp={() => {
          if (!last.current) return;
          last.current = null;
          setHasInk(true);
          onChange({
            method: SignatureMethod.Drawn,
            signature: canvas.current?.toDataURL('image/png') ?? '',
          });
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
      <div className="tac-sign__pad-foot">
        <p id={hint} className="tac-sign__xs tac-sign__muted">
          Sign with your finger, a pen or the mouse. To sign with the keyboard or a screen reader, choose
          Type.
        </p>
        <Button
          small
          disabled={!hasInk}
          onClick={() => {
            canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
            setHasInk(false);
            onChange(null);
          }}
        >
          Clear
        </Button>
      </div>
    </div>
  );
}

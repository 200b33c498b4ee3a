import { type ButtonHTMLAttributes, type ReactNode, useId } from 'react';

/** What a field hands its control: its id, and the states a screen reader is told. */
export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled control with its hint, or its problem, beneath and tied to it for a screen reader (the
 * console's design system does the same); a required field's star is for the eye, the control's
 * `required` for the reader.
 */
export function Field({
  label,
  required,
  problem,
  hint,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  problem?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = problem ?? hint;
  return (
    <div className="tac-sign__field">
      <label htmlFor={id} className="tac-sign__label">
        {label}
        {required ? (
          <span aria-hidden="true" className="tac-sign__required">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        required,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note ? (
        <p id={noteId} className={problem ? 'tac-sign__error' : 'tac-sign__hint'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** A text field of the page: one line, or three with `multiline`, its problem beneath. */
export function TextField({
  label,
  value,
  onChange,
  problem,
  required,
  max,
  type,
  autoComplete,
  multiline,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  problem?: string;
  required?: boolean;
  max: number;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  return (
    <Field label={label} required={required} problem={problem}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="tac-sign__input"
            rows={3}
            maxLength={max}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            className="tac-sign__input"
            type={type}
            autoComplete={autoComplete}
            maxLength={max}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

type Look = 'primary' | 'outline' | 'danger' | 'link';

/**
 * A button of the page: `busy` while its call runs (disabled, a spinner, and `busyText` in place of
 * its label when given).
 */
export function Button({
  look = 'outline',
  small,
  block,
  busy = false,
  busyText,
  disabled,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  look?: Look;
  small?: boolean;
  block?: boolean;
  busy?: boolean;
  busyText?: string;
}) {
  const className = [
    'tac-sign__button',
    `tac-sign__button--${look}`,
    small && 'tac-sign__button--small',
    block && 'tac-sign__button--block',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      {...rest}
      className={className}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="tac-sign__spinner" aria-hidden="true" /> : null}
      {busy && busyText ? busyText : children}
    </button>
  );
}

/** A step on its way: a spinner a screen reader hears as `label`. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="tac-sign__loading" role="status">
      <span className="tac-sign__spinner" aria-hidden="true" />
      <span className="tac-sign__sr">{label}</span>
    </div>
  );
}

import { Field, Input, type InputProps } from '@tac/ui';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'children'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** The field's grid column span, e.g. `{ md: 'span 2' }`. */
  gridColumn?: Field.RootProps['gridColumn'];
  /** Placed after the box inside the field, e.g. a datalist of suggestions. */
  children?: ReactNode;
}

/** A labelled text box of a workforce dialog, with its required mark and helper text. */
export function TextField({
  label,
  value,
  onChange,
  required,
  disabled,
  helperText,
  gridColumn,
  children,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root required={required} disabled={disabled} gridColumn={gridColumn}>
      <Field.Label>
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      <Input value={value} autoComplete="off" {...input} onChange={(e) => onChange(e.target.value)} />
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

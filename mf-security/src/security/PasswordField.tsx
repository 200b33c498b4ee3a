import { EyeIcon, EyeOffIcon, Field, IconButton, Input, InputGroup } from '@tac/ui';
import { type ReactNode, useState } from 'react';
import { cleanPassword } from './rules.ts';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoComplete?: string;
  helperText?: ReactNode;
}

/** A password box with a show/hide toggle (spec 000 §2); whitespace is removed as it is typed (§5). */
export function PasswordField({
  label,
  value,
  onChange,
  disabled,
  autoComplete = 'new-password',
  helperText,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
            size="xs"
            variant="ghost"
            colorPalette="gray"
            me="-2"
            disabled={disabled}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          maxLength={256}
          onChange={(event) => onChange(cleanPassword(event.target.value))}
        />
      </InputGroup>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

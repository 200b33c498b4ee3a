import { Field } from '@chakra-ui/react/field';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'children'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** What is wrong with the value, said under the box (the field is then invalid). */
  problem?: string | null;
  /** Lines of a multi-line box; absent: one line. */
  rows?: number;
  /** Shows 'typed/most' under the box (with `maxLength`). */
  counter?: boolean;
  /** The field's grid column span, e.g. `{ md: 'span 2' }`. */
  gridColumn?: Field.RootProps['gridColumn'];
  /** Placed after the box inside the field, e.g. a datalist of suggestions. */
  children?: ReactNode;
}

/**
 * A labelled text box of a form, with its required mark, helper text and problem: the one way the
 * remotes' dialogs draw a text field, so each need not lay out Chakra's field parts again.
 */
export function TextField({
  label,
  value,
  onChange,
  required,
  disabled,
  helperText,
  problem,
  rows,
  counter,
  gridColumn,
  children,
  ...input
}: TextFieldProps) {
  const typed = (e: { target: { value: string } }) => onChange(e.target.value);
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(problem)} gridColumn={gridColumn}>
      <Field.Label>
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      {rows ? (
        <Textarea
          value={value}
          rows={rows}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          onChange={typed}
        />
      ) : (
        <Input value={value} autoComplete="off" {...input} onChange={typed} />
      )}
      {children}
      {counter && (
        <Field.HelperText ms="auto">
          {value.length}/{input.maxLength}
        </Field.HelperText>
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

import type { Answer } from '@tac/api-client';
import { REFERENCE_TEXT_MAX } from '@tac/contracts';
import { checkText, type TextRule } from './text-rules.ts';
import type { ReferenceListDefinition } from './types.ts';

/** The one text of a list whose rows are nothing else: shown, searched and edited alone. */
export interface OneText<Name extends string> {
  name: Name;
  /** The column's header, the field's label, and after 'Search ' its search box's name. */
  label: string;
  /** The FieldName the column's search sends. */
  searchField: string;
  placeholder: string;
  /** What the text rule says when the text is blank or too long (the list's ReferenceMessages). */
  messages: Omit<TextRule, 'max'>;
  /** Spec 002 §9: a reference text is at most REFERENCE_TEXT_MAX characters unless its list says otherwise. */
  maxLength?: number;
  /** Rewrites the text as it is typed, and so before it is checked (Divisions). */
  normalizeInput?: (text: string) => string;
}

/**
 * The column, row name and form of a list of one text (Material List, Equipment List, Divisions,
 * Payroll Note List, Supervisor Override Reason List), checked by the text rule every reference text
 * shares (spec 002 §5); `save` sends the checked text.
 */
export function oneTextList<Row extends Record<Name, string>, Name extends string>(
  text: OneText<Name>,
  save: (value: string, record: Row | undefined) => Promise<Answer<unknown>>,
): Pick<ReferenceListDefinition<Row, Row, Name, string>, 'columns' | 'rowName' | 'form'> {
  const {
    name,
    label,
    searchField,
    placeholder,
    messages,
    maxLength = REFERENCE_TEXT_MAX,
    normalizeInput,
  } = text;
  return {
    columns: [
      {
        id: name,
        header: label,
        cell: (row) => row[name],
        search: { fieldName: searchField, ariaLabel: `Search ${label}` },
      },
    ],
    rowName: (row) => row[name],
    form: {
      fields: [{ name, label, placeholder, maxLength, normalizeInput }],
      initialValues: (record) => ({ [name]: record?.[name] ?? '' }) as Record<Name, string>,
      check: (values) => {
        const typed = values[name];
        const checked = checkText(normalizeInput ? normalizeInput(typed) : typed, {
          max: maxLength,
          required: messages.required,
          tooLong: messages.tooLong,
        });
        if (checked.ok) return checked;
        return { ok: false, errors: { [name]: checked.message } as Partial<Record<Name, string>> };
      },
      save,
    },
  };
}

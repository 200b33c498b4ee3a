import type { Answer } from '@tac/api-client';
import type { TextCheck } from './text-rules.ts';
import type { ReferenceListDefinition } from './types.ts';

/** The one text of a list whose rows are nothing else: shown, searched and edited alone. */
export interface OneText<Name extends string> {
  name: Name;
  /** The column's header, the field's label, and after 'Search ' its search box's name. */
  label: string;
  /** The FieldName the column's search sends. */
  searchField: string;
  placeholder: string;
  maxLength: number;
  normalizeInput?: (text: string) => string;
  check: (input: string) => TextCheck;
}

/**
 * The column, row name and form of a list of one text (Material List, Equipment List, Divisions,
 * Payroll Note List, Supervisor Override Reason List); `save` sends the checked text.
 */
export function oneTextList<Row extends Record<Name, string>, Name extends string>(
  text: OneText<Name>,
  save: (value: string, record: Row | undefined) => Promise<Answer<unknown>>,
): Pick<ReferenceListDefinition<Row, Row, Name, string>, 'columns' | 'rowName' | 'form'> {
  const { name, label, searchField, check, ...box } = text;
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
      fields: [{ name, label, ...box }],
      initialValues: (record) => ({ [name]: record?.[name] ?? '' }) as Record<Name, string>,
      check: (values) => {
        const checked = check(values[name]);
        if (checked.ok) return checked;
        return { ok: false, errors: { [name]: checked.message } as Partial<Record<Name, string>> };
      },
      save,
    },
  };
}

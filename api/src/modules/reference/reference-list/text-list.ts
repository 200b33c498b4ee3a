import { ReferenceDeleteSchema, type RequiredTextMessages } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import type { TSchema } from 'typebox';
import {
  defineReferenceList,
  type ListMessages,
  type ReferenceList,
  type ReferenceListDefinition,
  type ReferenceTable,
} from './definition.ts';
import { checkRequiredText } from './required-text.ts';

/** The wire names of a list's one text: in the row, in the save body, and its column. */
export interface TextField {
  row: string;
  body: string;
  column: string;
}

type TextListOptions = Pick<
  ReferenceListDefinition<TSchema, TSchema, unknown, ReferenceTable>,
  'title' | 'table' | 'entity' | 'paths' | 'pageClaim' | 'rowSchema' | 'byId' | 'summaries'
> & {
  messages: ListMessages & RequiredTextMessages;
  text: TextField;
  /** The screen's one column header: the CSV's. */
  header: string;
  /** The row also has isActive and isDeleted; the save takes IsActive. */
  activeFlag: boolean;
  saveBody: TSchema;
};

/** A row of a list with an active flag, as far as a save reads it. */
type ActiveRow = { isActive: boolean } | undefined;

interface TextInput {
  text: string;
  /** Undefined: active when adding, unchanged when editing. */
  isActive: boolean | undefined;
}

/**
 * The common reference list (Material, Equipment, Payroll Note, Supervisor Override Reason): one
 * required text, trimmed, at most 50 characters and unique ignoring case among live rows; sorted by
 * it ignoring case; searched by it; soft-deleted so records that name a row keep its text. Some
 * lists also carry an active flag, which the maintenance list shows but does not filter on.
 */
export function textList(options: TextListOptions): ReferenceList {
  const { text, activeFlag, messages } = options;
  const flags: Record<string, string> = activeFlag ? { isActive: 'is_active', isDeleted: 'is_deleted' } : {};
  return defineReferenceList<TSchema, TSchema, TextInput, ReferenceTable>({
    ...options,
    columns: () => ({ id: 'id', [text.row]: text.column, ...flags }),
    csvColumns: [{ header: options.header, value: (row) => (row as Record<string, string>)[text.row] }],
    searchable: { [text.row]: text.column },
    sort: [sql`lower(${sql.ref(text.column)}) collate "C"`, 'id'],
    unique: { column: text.column, ignoreCase: true },
    hidesDeleted: true,
    remove: { kind: 'soft', body: ReferenceDeleteSchema, idField: 'Id' },
    save: {
      body: options.saveBody,
      id: (body) => (body as { Id?: number | null }).Id,
      input: (body) => {
        const fields = body as Record<string, unknown>;
        return {
          text: checkRequiredText(fields[text.body] as string, messages),
          isActive: fields.IsActive as boolean | undefined,
        };
      },
      uniqueValue: (input) => input.text,
      values: (input, before) =>
        ({
          [text.column]: input.text,
          ...(activeFlag ? { is_active: input.isActive ?? (before as ActiveRow)?.isActive ?? true } : {}),
        }) as never,
    },
  });
}

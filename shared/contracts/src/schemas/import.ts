import { Type } from 'typebox';
import { IMPORT_CSV_MAX_CHARS, WorkforceMessages } from '../workforce.ts';

/*
 * A CSV import's wire shapes, whatever it imports: employees, projects with their task codes, or the
 * rows of a reference list that opts in (shared/docs/remotes/reference.md "Import").
 */

/** An import's body: the CSV text as the browser read it (first line the column names). */
export const ImportRequestSchema = Type.Object({
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  csv: Type.String({
    maxLength: IMPORT_CSV_MAX_CHARS,
    'x-messages': { required: WorkforceMessages.import.empty },
  }),
});

/** One refused row: its line in the file (the header is line 1; 0 for the whole file), the column and why. */
export const ImportRowErrorSchema = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
});

/** What an import would do (preview) or did (commit): nothing is written unless errors is empty. */
export const ImportResultSchema = Type.Object({
  rowCount: Type.Integer(),
  /** Rows that would be / were added. */
  created: Type.Integer(),
  /** Rows that would be / were updated (matched by their unique value, exactly). */
  updated: Type.Integer(),
  errors: Type.Array(ImportRowErrorSchema),
  committed: Type.Boolean(),
});

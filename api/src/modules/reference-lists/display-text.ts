import { Type } from 'typebox';
import { IdSchema } from '../../http/schemas.ts';
import { checkRequiredText, type RequiredTextMessages, requiredTextSchema } from './required-text.ts';
import { SaveIdSchema } from './save-fields.ts';

/** The texts one reference list shows for its display-text rule (spec 002 §5). */
export type DisplayTextMessages = RequiredTextMessages;

/** A list row as the browser reads it: `{ id, displayText }` (material, equipment, ...). */
export const DisplayTextItemSchema = Type.Object({ id: Type.Integer(), displayText: Type.String() });

/** Save body `{ Id?, DisplayText }`: Id null, 0 or absent adds a row; otherwise it names the row to update. */
export function displayTextSaveSchema(messages: DisplayTextMessages) {
  return Type.Object({ Id: SaveIdSchema, DisplayText: requiredTextSchema(messages) });
}

export const IdBodySchema = Type.Object({ Id: IdSchema() });

/** Trims and checks a display text (spec 002 §5: required, trimmed, at most 50 characters). */
export function checkDisplayText(value: string, messages: DisplayTextMessages): string {
  return checkRequiredText(value, messages);
}

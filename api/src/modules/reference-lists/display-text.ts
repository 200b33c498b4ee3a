import { normalizeReferenceText, REFERENCE_TEXT_MAX } from '@tac/contracts';
import { Type } from 'typebox';
import { ApiError } from '../../http/envelope.ts';
import { IdSchema } from '../../http/schemas.ts';

/** The texts one reference list shows for its display-text rule (spec 002 §5). */
export interface DisplayTextMessages {
  required: string;
  tooLong: string;
}

/** A list row as the browser reads it: `{ id, displayText }` (material, equipment, ...). */
export const DisplayTextItemSchema = Type.Object({ id: Type.Integer(), displayText: Type.String() });

/** Save body `{ Id?, DisplayText }`: Id null, 0 or absent adds a row; otherwise it names the row to update. */
export function displayTextSaveSchema(messages: DisplayTextMessages) {
  return Type.Object({
    Id: Type.Optional(Type.Union([IdSchema({ minimum: 0 }), Type.Null()])),
    // The limit is checked after trimming (below); this bound only keeps absurd bodies out.
    DisplayText: Type.String({
      maxLength: 1000,
      description: `Trimmed; required; at most ${REFERENCE_TEXT_MAX} characters`,
      'x-messages': { required: messages.required, maxLength: messages.tooLong, type: messages.required },
    }),
  });
}

export const IdBodySchema = Type.Object({ Id: IdSchema() });

/** Trims and checks a display text (spec 002 §5: required, trimmed, at most 50 characters). */
export function checkDisplayText(value: string, messages: DisplayTextMessages): string {
  const text = normalizeReferenceText(value);
  if (text === '') throw new ApiError(400, messages.required);
  if (text.length > REFERENCE_TEXT_MAX) throw new ApiError(400, messages.tooLong);
  return text;
}

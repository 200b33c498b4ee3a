import { normalizeReferenceText, REFERENCE_TEXT_MAX } from '@tac/contracts';
import { Type } from 'typebox';
import { ApiError } from '../../http/envelope.ts';

/** The texts a list shows for one required text field (spec 002 §5). */
export interface RequiredTextMessages {
  required: string;
  tooLong: string;
}

/**
 * A required text property of a save body. The real limit is checked after trimming
 * (`checkRequiredText`); this bound only keeps absurd bodies out. A missing property or one of another
 * type gets the list's "please enter" text, as the screen would show.
 */
export function requiredTextSchema(messages: RequiredTextMessages, max = REFERENCE_TEXT_MAX) {
  return Type.String({
    maxLength: 1000,
    description: `Trimmed; required; at most ${max} characters`,
    'x-messages': { required: messages.required, maxLength: messages.tooLong, type: messages.required },
  });
}

/** Normalizes a text (trimmed by default) and checks it is there and at most `max` characters. */
export function checkRequiredText(
  value: string,
  messages: RequiredTextMessages,
  max = REFERENCE_TEXT_MAX,
  normalize: (value: string) => string = normalizeReferenceText,
): string {
  const text = normalize(value);
  if (text === '') throw new ApiError(400, messages.required);
  if (text.length > max) throw new ApiError(400, messages.tooLong);
  return text;
}

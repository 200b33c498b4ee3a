import { hasVisibleText, normalizeReferenceText, REFERENCE_TEXT_MAX } from '@tac/contracts';
import type { RequiredTextMessages } from '@tac/contracts/schemas';
import { ApiError } from '../../../http/envelope.ts';

/**
 * Normalizes a text (trimmed by default) and checks it is there (something visible: '\u200b' is not)
 * and at most `max` characters
 * (spec 002 §5). The save body's schema only bounds absurd lengths; the real limit is counted here,
 * after trimming, so ' fifty characters ' passes.
 */
export function checkRequiredText(
  value: string,
  messages: RequiredTextMessages,
  max = REFERENCE_TEXT_MAX,
  normalize: (value: string) => string = normalizeReferenceText,
): string {
  const text = normalize(value);
  if (!hasVisibleText(text)) throw new ApiError(400, messages.required);
  if (text.length > max) throw new ApiError(400, messages.tooLong);
  return text;
}

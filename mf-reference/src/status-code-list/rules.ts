import { REFERENCE_TEXT_MAX, ReferenceMessages, STATUS_INITIAL_MAX } from '@tac/contracts';
import { checkText, type FormCheck } from '../reference-list/text-rules.ts';

export { STATUS_INITIAL_MAX };
/** Spec 002 §9: a status code description is at most 50 characters. */
export const STATUS_DESCRIPTION_MAX = REFERENCE_TEXT_MAX;

export type StatusCodeFieldName = 'statusInitial' | 'displayText';

/**
 * Spec 002 §5: initial (≤ 3) and description (≤ 50) are both required and non-blank, with one
 * message for either ('please enter status code'); both trimmed.
 */
export function checkStatusCode(
  values: Record<StatusCodeFieldName, string>,
): FormCheck<{ statusInitial: string; displayText: string }, StatusCodeFieldName> {
  const message = ReferenceMessages.statusCodeList;
  const initial = checkText(values.statusInitial, {
    max: STATUS_INITIAL_MAX,
    required: message.required,
    tooLong: message.initialTooLong,
  });
  const description = checkText(values.displayText, {
    max: STATUS_DESCRIPTION_MAX,
    required: message.required,
    tooLong: message.descriptionTooLong,
  });
  if (initial.ok && description.ok) {
    return { ok: true, value: { statusInitial: initial.value, displayText: description.value } };
  }
  return {
    ok: false,
    errors: {
      ...(initial.ok ? {} : { statusInitial: initial.message }),
      ...(description.ok ? {} : { displayText: description.message }),
    },
  };
}

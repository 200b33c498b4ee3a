import { DIVISION_NAME_MAX, normalizeDivisionName, ReferenceMessages } from '@tac/contracts';
import { checkText, type TextCheck } from '../reference-list/text-rules.ts';

export { DIVISION_NAME_MAX };

/** Spec 002 §5: as typed, the Division Number is left-trimmed and loses its underscores. */
export const divisionInput = normalizeDivisionName;

/** Spec 002 §5: a division name is required; saved without surrounding spaces or underscores. */
export function checkDivisionName(input: string): TextCheck {
  return checkText(normalizeDivisionName(input), {
    max: DIVISION_NAME_MAX,
    required: ReferenceMessages.division.required,
    tooLong: ReferenceMessages.division.tooLong,
  });
}

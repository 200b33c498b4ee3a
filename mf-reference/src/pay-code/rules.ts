import {
  PAY_CODE_COUNTS_AS,
  PAY_CODE_MAX,
  type PayCodeCountsAs,
  payCodeProblem,
  REFERENCE_TEXT_MAX,
  ReferenceMessages,
} from '@tac/contracts';
import { checkText, type FormCheck } from '../reference-list/text-rules.ts';

export { PAY_CODE_MAX };
export const PAY_CODE_DESCRIPTION_MAX = REFERENCE_TEXT_MAX;

export type PayCodeFieldName = 'code' | 'description' | 'countsAs' | 'isActive';

/** What a checked form saves. */
export interface PayCodeValues {
  code: string;
  description: string;
  countsAs: PayCodeCountsAs;
  isActive: boolean;
}

const isCountsAs = (value: string): value is PayCodeCountsAs =>
  (PAY_CODE_COUNTS_AS as readonly string[]).includes(value);

/**
 * The Pay Code form's rules, the API's too (@tac/contracts payCodeProblem): a code (trimmed; letters,
 * digits, - and _; at most 10), a description (trimmed, at most 50) and what its hours count as, each
 * required. The active flag is a box, 'true' or 'false'.
 */
export function checkPayCode(
  values: Record<PayCodeFieldName, string>,
): FormCheck<PayCodeValues, PayCodeFieldName> {
  const messages = ReferenceMessages.payCodeList;
  const code = values.code.trim();
  const codeProblem = payCodeProblem(code);
  const description = checkText(values.description, {
    max: PAY_CODE_DESCRIPTION_MAX,
    required: messages.descriptionRequired,
    tooLong: messages.descriptionTooLong,
  });
  const countsAs = values.countsAs;
  if (codeProblem === undefined && description.ok && isCountsAs(countsAs)) {
    return {
      ok: true,
      value: { code, description: description.value, countsAs, isActive: values.isActive !== 'false' },
    };
  }
  return {
    ok: false,
    errors: {
      ...(codeProblem === undefined ? {} : { code: codeProblem }),
      ...(description.ok ? {} : { description: description.message }),
      ...(isCountsAs(countsAs) ? {} : { countsAs: messages.countsAsRequired }),
    },
  };
}

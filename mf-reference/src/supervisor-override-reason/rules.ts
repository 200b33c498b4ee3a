import { REFERENCE_TEXT_MAX, ReferenceMessages, type SupervisorOverrideReasonItem } from '@tac/contracts';
import { checkReferenceText, sortByTextIgnoringCase, type TextCheck } from '../reference-list/text-rules.ts';

/** Spec 002 §9: an override reason is at most 50 characters. */
export const OVERRIDE_REASON_MAX = REFERENCE_TEXT_MAX;

/** Spec 002 §5: required, trimmed, at most 50 characters. */
export function checkOverrideReason(input: string): TextCheck {
  return checkReferenceText(input, ReferenceMessages.supervisorOverrideReason);
}

/** Spec 002 §4: override reasons are sorted by display text, case-insensitively. */
export function sortOverrideReasons(
  rows: readonly SupervisorOverrideReasonItem[],
): SupervisorOverrideReasonItem[] {
  return sortByTextIgnoringCase(rows, (row) => row.displayText);
}

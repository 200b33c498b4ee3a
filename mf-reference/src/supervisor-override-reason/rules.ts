import type { SupervisorOverrideReasonItem } from '@tac/contracts';
import { sortByTextIgnoringCase } from '../reference-list/text-rules.ts';

/** Spec 002 §4: override reasons are sorted by display text, case-insensitively. */
export function sortOverrideReasons(
  rows: readonly SupervisorOverrideReasonItem[],
): SupervisorOverrideReasonItem[] {
  return sortByTextIgnoringCase(rows, (row) => row.displayText);
}

import { type PayCodeItem, payCodeLabel } from '@tac/contracts';

/**
 * The Correct dialog's Pay Code choices: the active codes of the Pay Code List, and the line's own
 * code when it is not one of them (retired, or no longer on the list), so it still shows as chosen;
 * choosing it again changes nothing. A correction may only choose an active code
 * (shared/docs/approval.md "Pay codes"). Until the list is read (undefined), only the line's own.
 */
export function payCodeOptions(
  choices: readonly PayCodeItem[] | undefined,
  current: string,
): { value: string; label: string }[] {
  if (!choices) return current === '' ? [] : [{ value: current, label: current }];
  const active = choices.filter((c) => c.isActive).map((c) => ({ value: c.code, label: payCodeLabel(c) }));
  if (current === '' || active.some((o) => o.value === current)) return active;
  const retired = choices.find((c) => c.code === current);
  const own = {
    value: current,
    label: retired ? `${payCodeLabel(retired)} (inactive)` : `${current} (not on the Pay Code List)`,
  };
  return [own, ...active];
}

import { api } from '@tac/api-client';
import { ApiPaths, type WeekOvertimeOutcome, type WeekOvertimeResolution } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { LINE_KEYS } from './keys.ts';

/** Resolve an employee-week's Overtime exception: apply the worked-out split, or keep it as sent. */
export const resolveWeekOvertime = (resolution: WeekOvertimeResolution) =>
  api.post<WeekOvertimeOutcome>(ApiPaths.approval.resolveWeekOvertime, resolution);

export const useResolveWeekOvertime = () => useApiMutation(resolveWeekOvertime, LINE_KEYS);

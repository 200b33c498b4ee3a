import { api } from '@tac/api-client';
import { ApiPaths, type WeekSettings, type WeekSettingsSave } from '@tac/contracts';
import { useApiMutation, useQuery } from '@tac/ui/server-state';

/**
 * Each division's week settings (shared/docs/overtime.md). Under 'timecards' too: a new rule set
 * changes how every employee-week is worked out.
 */
export const WEEK_SETTINGS_KEY = ['week-settings'] as const;
const TIMECARDS_KEY = ['timecards'] as const;

export const getWeekSettings = () =>
  api.get<WeekSettings[]>(ApiPaths.employeeWeeks.settings).then((a) => a.data);

export const useWeekSettings = () => useQuery({ queryKey: WEEK_SETTINGS_KEY, queryFn: getWeekSettings });

export const saveWeekSettings = (save: WeekSettingsSave) =>
  api.post<WeekSettings>(ApiPaths.employeeWeeks.saveSettings, save);

export const useSaveWeekSettings = () => useApiMutation(saveWeekSettings, [WEEK_SETTINGS_KEY, TIMECARDS_KEY]);

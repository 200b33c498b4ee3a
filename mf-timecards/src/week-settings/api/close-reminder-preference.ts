import { api } from '@tac/api-client';
import { ApiPaths, type CloseReminderPreference, type CloseReminderPreferenceSave } from '@tac/contracts';
import { useApiMutation, useQuery } from '@tac/ui/server-state';

/** The signed-in user's own choice to be e-mailed the close reminders (shared/docs/overtime.md). */
export const CLOSE_REMINDER_PREFERENCE_KEY = ['close-reminder-preference'] as const;

export const getCloseReminderPreference = () =>
  api.get<CloseReminderPreference>(ApiPaths.closeReminders.preference).then((a) => a.data);

export const useCloseReminderPreference = () =>
  useQuery({
    queryKey: CLOSE_REMINDER_PREFERENCE_KEY,
    queryFn: getCloseReminderPreference,
    // The page shows its failure beside the box, not as a toast over the settings.
    meta: { quiet: true },
  });

export const saveCloseReminderPreference = (save: CloseReminderPreferenceSave) =>
  api.post<CloseReminderPreference>(ApiPaths.closeReminders.savePreference, save);

export const useSaveCloseReminderPreference = () =>
  useApiMutation(saveCloseReminderPreference, [CLOSE_REMINDER_PREFERENCE_KEY]);

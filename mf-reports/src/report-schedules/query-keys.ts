/**
 * The server-state keys of the report schedule screen. A save or delete marks the list stale; a
 * re-send marks the schedule's run log stale.
 */
export const SCHEDULES_KEY = ['reports', 'schedules'] as const;
export const runsKey = (scheduleId: number) => ['reports', 'runs', scheduleId] as const;
/** The pickers' choices (contacts, users, projects, divisions): loaded once per opening of the modal. */
export const CHOICES_KEY = ['reports', 'choices'] as const;

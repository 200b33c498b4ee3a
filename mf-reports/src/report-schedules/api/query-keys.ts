/**
 * The server-state keys of the report schedule screen. A save or delete refreshes the lists; a
 * re-send or a Run now refreshes the run logs.
 */
export const SCHEDULES_KEY = ['reports', 'schedules'] as const;
/** The schedule lists, one per user below it. */
export const SCHEDULE_LIST_KEY = [...SCHEDULES_KEY, 'list'] as const;
/** One schedule, loaded whole for the edit modal. */
export const scheduleKey = (id: number | undefined) => [...SCHEDULES_KEY, 'one', id] as const;
/** The run logs, one per schedule below it. */
export const RUNS_KEY = ['reports', 'runs'] as const;
export const runsKey = (scheduleId: number) => [...RUNS_KEY, scheduleId] as const;
/** The pickers' choices (contacts, users, projects, divisions): loaded once per opening of the modal. */
export const CHOICES_KEY = ['reports', 'choices'] as const;

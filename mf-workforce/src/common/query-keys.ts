import type { QueryKey } from '@tac/ui/server-state';

/** The server-state keys of the three screens; each feature's api/ folder builds its keys on these. */
export const PROJECTS_KEY = ['workforce', 'projects'] as const;
export const EMPLOYEES_KEY = ['workforce', 'employees'] as const;
export const DEVICES_KEY = ['workforce', 'devices'] as const;

/**
 * What the three pages show: their lists and the panes beside them. A save, an assignment or an
 * import changes what all three show (a project's devices, an employee's devices, a device's
 * projects and employee), so each write refreshes all of these through useApiMutation: the page on
 * view asks again, the others when they next open. A dialog's own reads are not among them: they
 * are read fresh when a dialog opens, and asking for them again would only hold up its closing.
 */
export const WORKFORCE_PAGE_KEYS: readonly QueryKey[] = [
  [...PROJECTS_KEY, 'list'],
  [...PROJECTS_KEY, 'panes'],
  [...EMPLOYEES_KEY, 'list'],
  [...DEVICES_KEY, 'list'],
  [...DEVICES_KEY, 'assigned-projects'],
  [...DEVICES_KEY, 'assigned-employees'],
];

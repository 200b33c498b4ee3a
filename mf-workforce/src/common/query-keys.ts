import type { QueryKey } from '@tac/ui/server-state';

/**
 * The server-state keys of the three screens. An assignment changes what all three show (a
 * project's devices, an employee's devices, a device's projects and employee), so a save marks all
 * of them stale: the screen on view reloads, the others when they next open.
 */
export const PROJECTS_KEY = ['workforce', 'projects'] as const;
export const EMPLOYEES_KEY = ['workforce', 'employees'] as const;
export const DEVICES_KEY = ['workforce', 'devices'] as const;
export const WORKFORCE_KEYS: readonly QueryKey[] = [PROJECTS_KEY, EMPLOYEES_KEY, DEVICES_KEY];

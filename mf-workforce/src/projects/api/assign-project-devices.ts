import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceOption, type Project } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import type { DeviceLists } from '../../common/AssignDevicesModal.tsx';
import { PROJECTS_KEY, WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';
import { unassignedDevices } from '../rules.ts';
import { getDeviceList } from './get-device-list.ts';
import { getProjectTasksAndDevices } from './get-project-tasks-and-devices.ts';

/**
 * Saves a project's devices (spec 001 §7 "Assign project devices"): POST ?projectId with the whole
 * assigned list after the change; answers the server's message. The server takes the user from the token.
 */
export function assignProjectDevices(projectId: number, assigned: DeviceOption[]): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.projects.assignDevices, assigned, { projectId });
}

export const projectAssignKey = (projectId: number) => [...PROJECTS_KEY, 'assign', projectId] as const;

/** The assign modal's lists: the project's devices, and every other device the user may assign. */
export async function getProjectDeviceLists(project: Project): Promise<DeviceLists> {
  const [own, all] = await Promise.all([getProjectTasksAndDevices(project), getDeviceList()]);
  const assigned = own.data.device;
  return { assigned, unassigned: unassignedDevices(all.data, assigned) };
}

/** Assigning a project's devices refreshes every workforce page. */
export function useAssignProjectDevices(projectId: number) {
  return useApiMutation(
    (assigned: DeviceOption[]) => assignProjectDevices(projectId, assigned),
    WORKFORCE_PAGE_KEYS,
  );
}

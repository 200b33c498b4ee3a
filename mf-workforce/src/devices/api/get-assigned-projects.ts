import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceAssignedProjects } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { DEVICES_KEY } from '../../common/query-keys.ts';

/** A device's projects (spec 001 §7 "Assigned projects"): POST ?deviceId; answers projects. */
export function getAssignedProjects(deviceId: number): Promise<Answer<DeviceAssignedProjects>> {
  return api.post<DeviceAssignedProjects>(
    ApiPaths.devices.assignedProjects,
    { SearchText: [] },
    { deviceId },
  );
}

export const assignedProjectsKey = (deviceId: number | undefined) =>
  [...DEVICES_KEY, 'assigned-projects', deviceId] as const;

/** The selected device's projects, in the pane below the devices table. */
export function useAssignedProjects(deviceId: number | undefined) {
  return useQuery({
    queryKey: assignedProjectsKey(deviceId),
    queryFn: () => getAssignedProjects(deviceId as number).then((answer) => answer.data.projects),
    enabled: deviceId !== undefined,
  });
}

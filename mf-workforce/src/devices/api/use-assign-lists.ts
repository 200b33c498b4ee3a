import { useQuery } from '@tac/ui/server-state';
import { DEVICES_KEY } from '../../common/query-keys.ts';
import { getAssignedEmployees } from './get-assigned-employees.ts';
import { getAssignedProjects } from './get-assigned-projects.ts';
import { getUnassignedEmployees } from './get-unassigned-employees.ts';
import { getUnassignedProjects } from './get-unassigned-projects.ts';

/** One of the assign view's lists, read fresh each time the view opens; a failure is toasted. */
function useList<T>(name: string, deviceId: number, load: () => Promise<T[]>) {
  return useQuery({ queryKey: [...DEVICES_KEY, 'assign', name, deviceId], queryFn: load, gcTime: 0 });
}

/** The assign view's four lists (spec 001 §4.2): the device's employees and projects, and the others. */
export function useDeviceAssignLists(deviceId: number) {
  return {
    assignedEmployees: useList('assigned-employees', deviceId, () =>
      getAssignedEmployees(deviceId).then((answer) => answer.data.employees),
    ),
    unassignedEmployees: useList('unassigned-employees', deviceId, () =>
      getUnassignedEmployees(deviceId).then((answer) => answer.data.unAssignedEmployees),
    ),
    assignedProjects: useList('assigned-projects', deviceId, () =>
      getAssignedProjects(deviceId).then((answer) => answer.data.projects),
    ),
    unassignedProjects: useList('unassigned-projects', deviceId, () =>
      getUnassignedProjects(deviceId).then((answer) => answer.data.unAssignedProjects),
    ),
  };
}

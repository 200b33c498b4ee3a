import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceAssignedEmployees } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { DEVICES_KEY } from '../../common/query-keys.ts';

/** A device's employees (spec 001 §7 "Assigned employees"): POST ?deviceId; answers employees. */
export function getAssignedEmployees(deviceId: number): Promise<Answer<DeviceAssignedEmployees>> {
  return api.post<DeviceAssignedEmployees>(
    ApiPaths.devices.assignedEmployees,
    { SearchText: [] },
    { deviceId },
  );
}

export const assignedEmployeesKey = (deviceId: number | undefined) =>
  [...DEVICES_KEY, 'assigned-employees', deviceId] as const;

/** The selected device's employees, in the pane below the devices table. */
export function useAssignedEmployees(deviceId: number | undefined) {
  return useQuery({
    queryKey: assignedEmployeesKey(deviceId),
    queryFn: () => getAssignedEmployees(deviceId as number).then((answer) => answer.data.employees),
    enabled: deviceId !== undefined,
  });
}

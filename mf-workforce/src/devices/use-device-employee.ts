import { useQuery } from '@tac/ui/server-state';
import { loadData } from '../common/loaded.ts';
import { DEVICES_KEY } from '../common/query-keys.ts';
import { getActiveEmployees } from './api/get-active-employees.ts';
import { getDeviceDetails } from './api/get-device-details.ts';

/**
 * A device's details and the employees it may be given (spec 001 §3.2): what the details, assign and
 * copy views need for their employee box. Both are read fresh each time a view opens.
 */
export function useDeviceEmployee(deviceId: number) {
  const details = useQuery({
    queryKey: [...DEVICES_KEY, 'details', deviceId],
    queryFn: () => loadData(() => getDeviceDetails(deviceId)),
    gcTime: 0,
  });
  const employees = useQuery({
    queryKey: [...DEVICES_KEY, 'active-employees'],
    queryFn: () => loadData(getActiveEmployees),
  });
  const failure =
    (details.data && !details.data.ok && details.data.message) ||
    (employees.data && !employees.data.ok && employees.data.message) ||
    null;
  return {
    details: details.data?.ok ? details.data.data : undefined,
    options: employees.data?.ok ? employees.data.data : undefined,
    failure,
  };
}

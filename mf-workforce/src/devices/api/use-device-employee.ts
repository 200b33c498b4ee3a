import { errorMessage } from '@tac/api-client';
import { Messages } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { activeEmployeesKey, getActiveEmployees } from './get-active-employees.ts';
import { deviceDetailsKey, getDeviceDetails } from './get-device-details.ts';

/**
 * A device's details and the employees it may be given (spec 001 §3.2): what the details, assign and
 * copy views need for their employee box. The details are read fresh each time a view opens. Quiet:
 * each view shows `failure` in its body.
 */
export function useDeviceEmployee(deviceId: number) {
  const details = useQuery({
    queryKey: deviceDetailsKey(deviceId),
    queryFn: () => getDeviceDetails(deviceId).then((answer) => answer.data),
    gcTime: 0,
    meta: { quiet: true },
  });
  const employees = useQuery({
    queryKey: activeEmployeesKey,
    queryFn: () => getActiveEmployees().then((answer) => answer.data),
    meta: { quiet: true },
  });
  const failed = details.error ?? employees.error;
  return {
    details: details.data,
    options: employees.data,
    failure: failed ? errorMessage(failed, Messages.requestFailed) : null,
  };
}

import { errorMessage } from '@tac/api-client';
import { Messages } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { useMemo } from 'react';
import { employeeChoices } from '../rules.ts';
import { activeEmployeesKey, getActiveEmployees } from './get-active-employees.ts';
import { deviceDetailsKey, getDeviceDetails } from './get-device-details.ts';

/**
 * A device's details and its employee box's entries (spec 001 §3.2: the employees it may be given,
 * and its own): what the details, assign and copy views need for the box. The details are read fresh
 * each time a view opens. Quiet: each view shows `failure` in its body.
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
  // Built once per answer: typing in the box re-renders the view, never the thousands of entries.
  const choices = useMemo(
    () => (details.data && employees.data ? employeeChoices(employees.data, details.data) : undefined),
    [details.data, employees.data],
  );
  return {
    details: details.data,
    choices,
    failure: failed ? errorMessage(failed, Messages.requestFailed) : null,
  };
}

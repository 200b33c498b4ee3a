import { canChangeDeviceEmployee } from '@tac/contracts';
import { Text } from '@tac/ui';
import { useState } from 'react';
import { useCurrentUser } from '../common/use-current-user.ts';
import { useDeviceEmployee } from './api/use-device-employee.ts';
import { EmployeeEmailField } from './EmployeeEmailField.tsx';
import { shownEmployee } from './rules.ts';

/**
 * The employee the assign and copy views save with the device (spec 001 §5.3): the device's own until
 * changed in `field`, which changes it only with the status-edit claim, as in Device Details (else it
 * is shown). `changed`: a choice here differs from the device's.
 */
export function useEmployeeChoice(deviceId: number) {
  const { details, choices, failure } = useDeviceEmployee(deviceId);
  const { claims } = useCurrentUser();
  const [empID, setEmpID] = useState<number | null | undefined>(undefined);
  const chosen = empID === undefined ? shownEmployee(choices ?? [], details?.empID ?? null) : empID;
  const field =
    details && choices ? (
      <EmployeeEmailField
        choices={choices}
        initial={details.empID}
        disabled={!canChangeDeviceEmployee(claims)}
        onChange={setEmpID}
      />
    ) : (
      <Text color="fg.muted" fontSize="sm">
        Loading the device's employee…
      </Text>
    );
  return { chosen, changed: empID !== undefined && empID !== details?.empID, field, failure };
}

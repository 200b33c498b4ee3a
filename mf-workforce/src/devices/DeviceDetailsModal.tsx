import type { DeviceRow, WorkforceStatus } from '@tac/contracts';
import { Field, Input, SimpleGrid, Stack, Text } from '@tac/ui';
import { FormModal, LoadingBody } from '@tac/ui/dialog';
import { SingleSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { useState } from 'react';
import { STATUS_OPTIONS } from '../common/status.ts';
import { useCurrentUser } from '../common/use-current-user.ts';
import { useUpdateDeviceDetails } from './api/update-device-details.ts';
import { useDeviceEmployee } from './api/use-device-employee.ts';
import { EmployeeEmailField } from './EmployeeEmailField.tsx';
import { checkDetails, type DetailsForm, detailsAccess, detailsForm, deviceUpdateBody } from './rules.ts';

const FLAG_OPTIONS: { value: WorkforceStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** What each of a device's dialogs (details, assign, copy) is opened with. */
export interface DeviceDialogProps {
  device: DeviceRow;
  onClose: () => void;
  /** After a successful save: refresh the lists, then close. */
  onSaved: () => void | Promise<void>;
}

/**
 * Device Details (spec 001 §2.3, §5.3, §6): its employee, status (and Save) with the status-edit
 * claim, attestation with its claim, signature for Administrator and SystemAdmin only. Saving without
 * a chosen employee shows 'please select employee email' and sends nothing.
 */
export function DeviceDetailsModal({ device, onClose, onSaved }: DeviceDialogProps) {
  const { claims, role } = useCurrentUser();
  const access = detailsAccess(claims, role);
  const { details, choices, failure } = useDeviceEmployee(device.deviceID);
  const [form, setForm] = useState<DetailsForm | null>(null);
  if (form === null && details && choices) setForm(detailsForm(details, choices));
  const ready = form !== null && details !== undefined && choices !== undefined;
  const update = useUpdateDeviceDetails();

  const submit = async () => {
    if (!form || !details) return;
    const problem = checkDetails(form);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (await writeWithToasts(() => update.mutateAsync(deviceUpdateBody(details, form)))) await onSaved();
  };

  return (
    <FormModal
      open
      title="Device Details"
      cancelLabel="Back"
      submitDisabled={!ready || !access.status}
      onSubmit={submit}
      onClose={onClose}
    >
      <LoadingBody failure={failure} loading={!ready || !form}>
        {ready && form && (
          <Stack gap="4">
            <Field.Root readOnly>
              <Field.Label>Device</Field.Label>
              <Input value={details.deviceEmpID} readOnly />
            </Field.Root>
            <EmployeeEmailField
              choices={choices}
              initial={details.empID}
              disabled={!access.employee}
              onChange={(empID) => setForm({ ...form, empID })}
            />
            <SimpleGrid columns={3} gap="4">
              <SingleSelect<WorkforceStatus>
                label="Status"
                options={STATUS_OPTIONS}
                value={form.status}
                disabled={!access.status}
                required
                onChange={(status) => setForm({ ...form, status })}
              />
              <SingleSelect<WorkforceStatus>
                label="Attestation"
                options={FLAG_OPTIONS}
                value={form.allowAttestation}
                disabled={!access.attestation}
                onChange={(value) => value && setForm({ ...form, allowAttestation: value })}
              />
              <SingleSelect<WorkforceStatus>
                label="Signature"
                options={FLAG_OPTIONS}
                value={form.allowTMVoucherSignature}
                disabled={!access.signature}
                onChange={(value) => value && setForm({ ...form, allowTMVoucherSignature: value })}
              />
            </SimpleGrid>
            {details.userName && (
              <Text fontSize="sm" color="fg.muted">
                Last modified by {details.userName}
              </Text>
            )}
          </Stack>
        )}
      </LoadingBody>
    </FormModal>
  );
}

import { type Answer, errorMessage } from '@tac/api-client';
import { type DeviceOption, Messages } from '@tac/contracts';
import { Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { type QueryKey, useQuery, writeWithToasts } from '@tac/ui/server-state';
import { TransferList } from '@tac/ui/transfer-list';
import { useState } from 'react';

export interface DeviceLists {
  assigned: DeviceOption[];
  unassigned: DeviceOption[];
}

export interface AssignDevicesModalProps {
  title: string;
  /** The server-state key of this owner's lists, e.g. ['project-assign', projectId]. */
  queryKey: QueryKey;
  /** Both lists; throws an ApiError when either cannot be had. */
  load: () => Promise<DeviceLists>;
  /** Sends the whole assigned list: the feature's mutation, which refreshes the pages. */
  save: (assigned: DeviceOption[]) => Promise<Answer<unknown>>;
  onClose: () => void;
  /** After a successful save (the pages already refreshed by `save`): close. */
  onSaved: () => void | Promise<void>;
}

const deviceKey = (device: DeviceOption) => device.deviceID;
const deviceLabel = (device: DeviceOption) => device.deviceEmpID;

/**
 * The assign-devices modal of projects and employees (spec 001 §4.1): devices move between the
 * unassigned and assigned lists in the browser only; Save sends the assigned list (disabled until
 * the lists have loaded and while it is in flight), Back discards every move.
 */
export function AssignDevicesModal({
  title,
  queryKey,
  load,
  save,
  onClose,
  onSaved,
}: AssignDevicesModalProps) {
  // Fresh lists each time the modal opens: a cached copy could be another user's older state.
  // Quiet: a failure is shown in the modal's body.
  const loaded = useQuery({ queryKey, queryFn: load, staleTime: 0, gcTime: 0, meta: { quiet: true } });
  const [lists, setLists] = useState<DeviceLists | null>(null);
  if (lists === null && loaded.data) setLists(loaded.data);
  const failed = loaded.error ? errorMessage(loaded.error, Messages.requestFailed) : null;

  const submit = async () => {
    if (!lists) return;
    if (await writeWithToasts(() => save(lists.assigned))) await onSaved();
  };

  return (
    <FormModal
      open
      title={title}
      size="xl"
      cancelLabel="Back"
      submitDisabled={lists === null}
      onSubmit={submit}
      onClose={onClose}
    >
      {failed ? (
        <Text color="fg.error" role="alert">
          {failed}
        </Text>
      ) : (
        <TransferList
          label="Devices"
          unassigned={lists?.unassigned ?? []}
          assigned={lists?.assigned ?? []}
          itemKey={deviceKey}
          itemLabel={deviceLabel}
          loading={{ unassigned: lists === null, assigned: lists === null }}
          // Seven rows: the modal and its buttons fit a 768 px high screen.
          height={224}
          onChange={setLists}
        />
      )}
    </FormModal>
  );
}

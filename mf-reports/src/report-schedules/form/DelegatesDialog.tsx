import type { ReportDelegate, ReportScheduleUser } from '@tac/contracts';
import { Text } from '@tac/ui';
import { CheckList, type ItemKey } from '@tac/ui/transfer-list';
import { useState } from 'react';
import { PickerDialog, tickedChanged } from './PickerDialog.tsx';

export interface DelegatesDialogProps {
  /** The users the report type allows (spec 001 §6 delegate filter). */
  users: readonly ReportScheduleUser[];
  loading: boolean;
  chosen: readonly ReportDelegate[];
  onApply: (delegates: ReportDelegate[]) => void;
  onClose: () => void;
}

const userLabel = (u: ReportScheduleUser) => {
  const name = `${u.firstName} ${u.lastName}`.trim();
  return `${name ? `${name} (${u.userName})` : u.userName} · ${u.securityGroupName}`;
};

/** The delegate selection modal (spec 001 §2.4): the users who may see and edit the schedule. */
export function DelegatesDialog({ users, loading, chosen, onApply, onClose }: DelegatesDialogProps) {
  const [picked, setPicked] = useState(() => new Set<ItemKey>(chosen.map((d) => d.delegateUserId)));
  const unsavedChanges = tickedChanged(
    picked,
    chosen.map((d) => d.delegateUserId),
  );
  const apply = () =>
    onApply(
      users
        .filter((u) => picked.has(u.userId))
        .map((u) => ({ delegateUserId: u.userId, delegateUserName: u.userName })),
    );
  return (
    <PickerDialog
      title="Select Report Delegates"
      size="md"
      unsavedChanges={unsavedChanges}
      onApply={apply}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        Only users whose security group may receive this report type are listed.
      </Text>
      <CheckList
        title="Users"
        items={users}
        itemKey={(u) => u.userId}
        itemLabel={userLabel}
        chosen={picked}
        onChosenChange={setPicked}
        loading={loading}
        height={256}
      />
    </PickerDialog>
  );
}

import { Button } from '@tac/ui';
import { ViewDialog, type ViewDialogProps } from '@tac/ui/dialog';
import type { ItemKey } from '@tac/ui/transfer-list';
import type { ReactNode } from 'react';

/**
 * A picker of the schedule modal (delegates, recipients): nothing changes in the form until Apply;
 * Cancel, Escape or a click outside ask first when `unsavedChanges`.
 */
export function PickerDialog({
  title,
  size,
  unsavedChanges,
  onApply,
  onClose,
  children,
}: {
  title: string;
  size: ViewDialogProps['size'];
  unsavedChanges: boolean;
  onApply: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ViewDialog
      open
      title={title}
      size={size}
      closeLabel="Cancel"
      unsavedChanges={unsavedChanges}
      actions={<Button onClick={onApply}>Apply</Button>}
      onClose={onClose}
    >
      {children}
    </ViewDialog>
  );
}

/** Whether the ticked items differ from those the picker opened with. */
export const tickedChanged = (picked: ReadonlySet<ItemKey>, initial: readonly ItemKey[]): boolean =>
  picked.size !== initial.length || initial.some((key) => !picked.has(key));

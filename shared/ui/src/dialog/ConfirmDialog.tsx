import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Messages } from '@tac/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { DialogShell } from './DialogShell.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. ReferenceMessages.materialList.deleteConfirm. */
  message: ReactNode;
  /** Defaults to 'Confirmation' (spec 002: every delete confirmation carries this header). */
  title?: string;
  /** 'Yes' by default; pass 'OK' for an acknowledgement. */
  confirmLabel?: string;
  /** 'No' by default; pass 'Cancel' with an 'OK'. */
  cancelLabel?: string;
  /** Shows the confirm button in red, for deletes. */
  destructive?: boolean;
  /** May return a promise: both buttons stay disabled until it settles. The caller closes the dialog. */
  onConfirm: () => void | Promise<void>;
  /** No, Escape and a click outside all cancel. */
  onCancel: () => void;
}

/**
 * A yes/no question as an alertdialog. Focus starts on the cancel button (the harmless answer, per
 * the WAI-ARIA alert dialog pattern) and stays inside the dialog while it is open.
 */
export function ConfirmDialog({
  open,
  message,
  title = Messages.confirmHeader,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (confirming) return;
    setConfirming(true);
    try {
      await onConfirm();
    } catch (error) {
      // The caller reports its own failures; here the dialog only has to become usable again.
      console.error(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <DialogShell
      open={open}
      role="alertdialog"
      size="sm"
      closeOnEscape={!confirming}
      closeOnInteractOutside={!confirming}
      initialFocusEl={() => cancelRef.current}
      onRequestClose={onCancel}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>{message}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          ref={cancelRef}
          variant="outline"
          colorPalette="gray"
          disabled={confirming}
          onClick={onCancel}
        >
          {cancelLabel}
        </Button>
        <Button
          colorPalette={destructive ? 'red' : undefined}
          loading={confirming}
          loadingText={confirmLabel}
          onClick={confirm}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

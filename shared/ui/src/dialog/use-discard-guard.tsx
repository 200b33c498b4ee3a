import { Messages } from '@tac/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * A field the person typed in or picked, as opposed to a search box (finding a row is no change) or
 * a value the screen set itself (React sets values without input events).
 */
function isEdit(target: EventTarget): boolean {
  return target instanceof HTMLElement && !(target instanceof HTMLInputElement && target.type === 'search');
}

export interface DiscardGuard {
  /** On the dialog's content: input and change events bubbling from its fields mark it changed. */
  onEdit: (event: FormEvent) => void;
  /** Escape and a click outside: closes at once when nothing changed, else asks first. */
  requestClose: () => void;
  /** The question, rendered beside the dialog. */
  prompt: ReactNode;
}

/**
 * Escape or a stray click outside must not throw away what was typed: with changes, the dialog
 * asks 'Discard changes?' and stays open on 'Keep editing'. The dialog's own Cancel or Back is a
 * deliberate choice and closes without asking.
 */
export function useDiscardGuard(
  open: boolean,
  onClose: () => void,
  /** The caller's own word on pending changes, instead of watching the fields' events. */
  unsavedChanges?: boolean,
): DiscardGuard {
  const [edited, setEdited] = useState(false);
  const changed = unsavedChanges ?? edited;
  const [asking, setAsking] = useState(false);
  // A dialog opened again (the same component, another record) starts unchanged.
  useEffect(() => {
    if (!open) {
      setEdited(false);
      setAsking(false);
    }
  }, [open]);
  const texts = Messages.discardChanges;
  return {
    onEdit: (event) => {
      if (!edited && isEdit(event.target)) setEdited(true);
    },
    requestClose: () => (changed ? setAsking(true) : onClose()),
    prompt: (
      <ConfirmDialog
        open={open && asking}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        destructive
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      />
    ),
  };
}

import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import type { ReactNode } from 'react';
import { DialogShell } from './DialogShell.tsx';
import { useDiscardGuard } from './use-discard-guard.tsx';

export interface ViewDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Buttons before the closing one, e.g. Print or Download. */
  actions?: ReactNode;
  /** The closing button's label: 'Close' by default, 'Back' for the viewers. */
  closeLabel?: string;
  /** 'full' covers the viewport (the daily details dialog). */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /**
   * What the dialog holds is not applied yet (a picker's chosen rows): Escape and a click outside
   * then ask 'Discard changes?' first. The closing button still closes at once.
   */
  unsavedChanges?: boolean;
  onClose: () => void;
}

/**
 * A dialog that shows something (a note, a list, a document) with a title, a scrolling body and a
 * footer of buttons ending in a close button. Escape and a click outside close it too (a click on a
 * toast does not: outside.ts).
 */
export function ViewDialog({
  open,
  title,
  children,
  actions,
  closeLabel = 'Close',
  size = 'md',
  unsavedChanges = false,
  onClose,
}: ViewDialogProps) {
  const guard = useDiscardGuard(open, onClose, unsavedChanges);
  return (
    <>
      <DialogShell open={open} size={size} scrollInside onRequestClose={guard.requestClose}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        {/* What is viewed (a PDF, a note) may hold no control yet scroll: a Tab stop lets the
          keyboard scroll it (WCAG scrollable-region-focusable). */}
        <Dialog.Body tabIndex={0}>{children}</Dialog.Body>
        <Dialog.Footer>
          {actions}
          <Button type="button" variant="outline" colorPalette="gray" onClick={onClose}>
            {closeLabel}
          </Button>
        </Dialog.Footer>
      </DialogShell>
      {guard.prompt}
    </>
  );
}

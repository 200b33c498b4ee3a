import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';
import { keepOpenOnToast } from './outside.ts';

export interface DialogShellProps {
  open: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  role?: 'dialog' | 'alertdialog';
  /** The body scrolls inside the dialog rather than the page behind it. */
  scrollInside?: boolean;
  closeOnEscape?: boolean;
  closeOnInteractOutside?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  /** Escape or a click outside asks the owner to close; the owner decides (a discard guard may ask). */
  onRequestClose: () => void;
  /** Header, body and footer. */
  children: ReactNode;
}

/**
 * The frame every console dialog shares: centred, mounted only while open, kept open by a click on
 * a toast (outside.ts), and closed only through its owner.
 */
export function DialogShell({
  open,
  size = 'md',
  role = 'dialog',
  scrollInside = false,
  closeOnEscape = true,
  closeOnInteractOutside = true,
  initialFocusEl,
  onRequestClose,
  children,
}: DialogShellProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      size={size}
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      lazyMount
      unmountOnExit
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={closeOnInteractOutside}
      onInteractOutside={keepOpenOnToast}
      initialFocusEl={initialFocusEl}
      onOpenChange={(details) => {
        if (!details.open) onRequestClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

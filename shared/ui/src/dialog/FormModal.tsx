import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { chakra } from '@chakra-ui/react/styled-system';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { DialogShell } from './DialogShell.tsx';
import { useDiscardGuard } from './use-discard-guard.tsx';

export interface FormModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** 'Save' by default; 'Update' when editing (spec 002). */
  submitLabel?: string;
  /** 'Cancel' by default; the reference lists use 'Back'. */
  cancelLabel?: string;
  /** 'full' covers the viewport (the device assign view). */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** Keeps the primary button disabled, e.g. until what it would send has loaded. */
  submitDisabled?: boolean;
  /** No primary button: the form is shown to read (a user without the claim to save it). */
  submitHidden?: boolean;
  /** Buttons between the secondary and the primary one, e.g. a second way to save ('Run now'). */
  actions?: ReactNode;
  /** The body scrolls inside the dialog, which then fits the viewport (a long form on a laptop screen). */
  scrollInside?: boolean;
  /**
   * Runs on the primary button or Enter. While its promise is pending the primary button is
   * disabled; it comes back when the promise settles, success or failure (validation included).
   */
  onSubmit: () => void | Promise<void>;
  /**
   * The secondary button, and Escape (after 'Discard changes?' when a field was changed). The caller
   * decides whether to unmount the modal.
   */
  onClose: () => void;
}

/**
 * A modal form with a title, fields and two buttons. Validation is the caller's (the spec's own
 * messages), so the browser's is off. Clicking outside does not close it, and Escape after a field
 * was changed asks first (use-discard-guard.tsx): typed text is not lost by accident.
 */
export function FormModal({
  open,
  title,
  children,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  size = 'md',
  submitDisabled = false,
  submitHidden = false,
  actions,
  scrollInside = false,
  onSubmit,
  onClose,
}: FormModalProps) {
  const [submitting, setSubmitting] = useState(false);
  // A second Enter can arrive before React re-renders the disabled button.
  const pending = useRef(false);
  const guard = useDiscardGuard(open, onClose);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current || submitDisabled || submitHidden) return;
    pending.current = true;
    setSubmitting(true);
    try {
      await onSubmit();
    } catch (error) {
      // The caller reports its own failures; the form only has to become usable again.
      console.error(error);
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  return (
    <>
      <DialogShell
        open={open}
        size={size}
        scrollInside={scrollInside}
        closeOnInteractOutside={false}
        closeOnEscape={!submitting}
        onRequestClose={guard.requestClose}
      >
        {/* display: contents keeps Dialog.Content's column layout for header, body and footer. */}
        <chakra.form
          display="contents"
          noValidate
          onSubmit={submit}
          onInput={guard.onEdit}
          onChange={guard.onEdit}
        >
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer>
            <Button type="button" variant="outline" colorPalette="gray" onClick={onClose}>
              {cancelLabel}
            </Button>
            {actions}
            {!submitHidden && (
              <Button type="submit" loading={submitting} loadingText={submitLabel} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            )}
          </Dialog.Footer>
        </chakra.form>
      </DialogShell>
      {guard.prompt}
    </>
  );
}

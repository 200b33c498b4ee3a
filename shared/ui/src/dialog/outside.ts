/** What zag's interact-outside event carries that the dialogs read. */
interface OutsideEvent {
  detail: { target?: EventTarget | null };
  preventDefault: () => void;
}

/**
 * Toasts live in their own portal, outside every dialog. zag's toast group marks its region as part
 * of an open dialog (a dismissable branch) for the first toasts only: once the stack has emptied it
 * keeps the old registration's cleanup and never marks it again, so a click on any later toast (its
 * text, its close button) counted as a click outside and closed the dialog under it, losing what
 * was chosen there. A toast is about the dialog's work, not a way out of it: the dialog stays.
 */
export function keepOpenOnToast(event: OutsideEvent): void {
  const target = event.detail.target;
  if (target instanceof Element && target.closest('[data-scope="toast"]')) event.preventDefault();
}

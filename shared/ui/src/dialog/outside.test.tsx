import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { AppToaster } from '../toast/AppToaster.tsx';
import { notify } from '../toast/notify.ts';
import { toaster } from '../toast/toaster.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ViewDialog } from './ViewDialog.tsx';

afterEach(() => {
  toaster.remove();
});

/**
 * A toast over the open dialog after an earlier one has gone. zag's toast group marks its region as
 * part of the open dialog only for its first toasts: once the stack has emptied, it does not mark it
 * again, and a click on a later toast counted as a click outside.
 */
async function laterToast() {
  act(() => notify.success('Sources chosen'));
  await screen.findByText('Sources chosen');
  act(() => toaster.remove());
  await waitFor(() => expect(screen.queryByText('Sources chosen')).not.toBeInTheDocument());
  act(() => notify.success('Devices copied'));
  return screen.findByText('Devices copied');
}

// Pressed with fireEvent: user-event's pointer is at 0,0, where the test DOM (no layout) puts every element's box, so
// zag would take any press for one inside the dialog.
const press = (element: Element) => fireEvent.pointerDown(element);
/** zag's outside check runs a frame after the pointer goes down. */
const aFrameLater = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('a click on a toast over a dialog', () => {
  it('leaves a view dialog open, while a click outside it still closes it', async () => {
    const onClose = vi.fn();
    renderWithUi(
      <>
        <AppToaster />
        <ViewDialog open title="Copy Devices" onClose={onClose}>
          <input type="checkbox" aria-label="Source 1" />
        </ViewDialog>
      </>,
    );
    await screen.findByRole('dialog', { name: 'Copy Devices' });
    press(await laterToast());
    press(screen.getByRole('button', { name: 'Dismiss notification' }));
    await aFrameLater();
    expect(onClose).not.toHaveBeenCalled();

    press(document.body);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('leaves a confirmation open', async () => {
    const onCancel = vi.fn();
    renderWithUi(
      <>
        <AppToaster />
        <ConfirmDialog open message="Delete this device?" onConfirm={vi.fn()} onCancel={onCancel} />
      </>,
    );
    await screen.findByRole('alertdialog');
    press(await laterToast());
    await aFrameLater();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

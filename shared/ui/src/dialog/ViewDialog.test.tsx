import { Messages } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { ViewDialog } from './ViewDialog.tsx';

function renderPicker(unsavedChanges: boolean) {
  const onClose = vi.fn();
  renderWithUi(
    <ViewDialog open title="Select Recipients" unsavedChanges={unsavedChanges} onClose={onClose}>
      <input type="checkbox" aria-label="Ada" />
    </ViewDialog>,
  );
  return onClose;
}

describe('ViewDialog', () => {
  it('closes on Escape when nothing is pending', async () => {
    const onClose = renderPicker(false);
    await screen.findByRole('dialog', { name: 'Select Recipients' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape drops what was chosen; Keep editing stays, and Close still closes', async () => {
    const onClose = renderPicker(true);
    await screen.findByRole('dialog', { name: 'Select Recipients' });
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: Messages.discardChanges.title });
    await userEvent.click(within(question).getByRole('button', { name: Messages.discardChanges.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

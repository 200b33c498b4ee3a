import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/deferred.ts';
import { renderWithUi } from '../testing/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const question = 'Are you sure? Do you want to delete this Material List?';

describe('ConfirmDialog', () => {
  it('asks as an alertdialog headed Confirmation, focus on No, and confirms with Yes', async () => {
    const onConfirm = vi.fn();
    renderWithUi(<ConfirmDialog open message={question} onConfirm={onConfirm} onCancel={vi.fn()} />);

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent(question);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithUi(
      <>
        <button type="button">Outside</button>
        <ConfirmDialog open message={question} onConfirm={vi.fn()} onCancel={vi.fn()} />
      </>,
    );
    await screen.findByRole('alertdialog');
    const no = screen.getByRole('button', { name: 'No' });
    await waitFor(() => expect(no).toHaveFocus());

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.tab();
    expect(no).toHaveFocus();
  });

  it('cancels with No and with Escape', async () => {
    const onCancel = vi.fn();
    renderWithUi(<ConfirmDialog open message={question} onConfirm={vi.fn()} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');

    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('disables both buttons while confirming and enables them when it settles', async () => {
    const pending = deferred();
    renderWithUi(
      <ConfirmDialog open message={question} onConfirm={() => pending.promise} onCancel={vi.fn()} />,
    );
    await screen.findByRole('alertdialog');

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();

    await act(async () => pending.resolve());
    expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeEnabled();
  });

  it('takes other labels, such as OK and Cancel', async () => {
    renderWithUi(
      <ConfirmDialog
        open
        title="Notice"
        message="Done."
        confirmLabel="OK"
        cancelLabel="Cancel"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderWithUi(<ConfirmDialog open={false} message={question} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

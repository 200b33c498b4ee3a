import { Messages } from '@tac/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/deferred.ts';
import { renderWithUi } from '../testing/render.tsx';
import { FormModal } from './FormModal.tsx';

function renderForm(props: Partial<Parameters<typeof FormModal>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  const onClose = props.onClose ?? vi.fn();
  renderWithUi(
    <FormModal open title="Add Material List" onSubmit={onSubmit} onClose={onClose} {...props}>
      <label>
        Name
        <input name="name" />
      </label>
    </FormModal>,
  );
  return { onSubmit, onClose };
}

describe('FormModal', () => {
  it('shows the title, the field and Save/Cancel by default', async () => {
    renderForm();
    expect(await screen.findByRole('dialog', { name: 'Add Material List' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('takes Update and Back as labels; Back closes', async () => {
    const { onClose } = renderForm({ submitLabel: 'Update', cancelLabel: 'Back' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits on Enter in a field', async () => {
    const { onSubmit } = renderForm();
    await screen.findByRole('dialog');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Gravel{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables the primary button while the submit is pending, then enables it', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    renderForm({ onSubmit });
    await screen.findByRole('dialog');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // A second Enter while pending does not send twice.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('enables the primary button again after a failed submit', async () => {
    const pending = deferred();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm({ onSubmit: () => pending.promise });
    await screen.findByRole('dialog');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => pending.reject(new Error('server down')));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('closes on Escape when nothing was changed', async () => {
    const { onClose } = renderForm();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape discards a changed field: Keep editing keeps the text, Discard closes', async () => {
    const { onClose } = renderForm();
    await screen.findByRole('dialog', { name: 'Add Material List' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Gravel');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: Messages.discardChanges.title });
    expect(question).toHaveTextContent(Messages.discardChanges.message);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(question).getByRole('button', { name: Messages.discardChanges.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Gravel');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: Messages.discardChanges.title });
    // The first question's closing leaves the page unclickable for a moment (pointer-events: none).
    await waitFor(() =>
      userEvent.click(within(again).getByRole('button', { name: Messages.discardChanges.confirm })),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without asking, changes or not', async () => {
    const { onClose } = renderForm();
    await screen.findByRole('dialog');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Gravel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Save disabled while told to, and Enter then sends nothing', async () => {
    const { onSubmit } = renderForm({ submitDisabled: true });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no Save when the form is only to read; Enter sends nothing', async () => {
    const { onSubmit } = renderForm({ submitHidden: true });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import {
  ApiPaths,
  ButtonClaim,
  PageClaim,
  ReferenceMessages,
  type SupervisorOverrideReasonItem,
} from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeOverrideReasonApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest } from '../testing/render-page.tsx';
import { SupervisorOverrideReasonPage } from './SupervisorOverrideReasonPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const reason = (id: number, displayText: string): SupervisorOverrideReasonItem => ({
  id,
  displayText,
  isActive: true,
  isDeleted: false,
});

const table = () => screen.getByRole('table', { name: 'Supervisor Override Reason List' });

describe('SupervisorOverrideReasonPage', () => {
  serveEachTest(
    () =>
      createFakeOverrideReasonApi([reason(1, 'weather'), reason(2, 'Crew late'), reason(3, 'Badge lost')]),
    [PageClaim.SupervisorOverrideReason, ButtonClaim.ReferenceListEdit],
  );

  it('sorts by text, case-insensitively', async () => {
    renderPage(<SupervisorOverrideReasonPage />);
    expect(await within(table()).findByText('weather')).toBeInTheDocument();
    const texts = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(texts).toEqual(['Badge lost', 'Crew late', 'weather']);
  });

  it('adds with the labelled field and placeholder; an empty reason shows its message', async () => {
    renderPage(<SupervisorOverrideReasonPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Supervisor Override Reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Supervisor Override Reason' });
    const field = within(dialog).getByRole('textbox', { name: 'Supervisor Override Reason' });
    expect(field).toHaveAttribute('placeholder', 'Enter Supervisor Override Reason');
    expect(field).toHaveAttribute('maxLength', '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ReferenceMessages.supervisorOverrideReason.required)).toBeInTheDocument();
    await userEvent.type(field, ' Equipment down {Enter}');
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.supervisorOverrideReason.save)).toEqual([
      { DisplayText: 'Equipment down', IsActive: true },
    ]);
  });

  it('edits in edit mode and deletes after the exact question', async () => {
    renderPage(<SupervisorOverrideReasonPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Crew late' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supervisor Override Reason' });
    expect(within(dialog).getByRole('textbox', { name: 'Supervisor Override Reason' })).toHaveValue(
      'Crew late',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(postsTo(ApiPaths.supervisorOverrideReason.save)).toEqual([
      { Id: 2, DisplayText: 'Crew late', IsActive: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete weather' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure? Do you want to delete this Supervisor override reason?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(postsTo(ApiPaths.supervisorOverrideReason.delete)).toEqual([{ Id: 1 }]);
    await waitFor(() => expect(within(table()).queryByText('weather')).not.toBeInTheDocument());
  });
});

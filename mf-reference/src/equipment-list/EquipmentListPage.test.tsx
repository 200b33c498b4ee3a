import { type Answer, ApiError, api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, PageClaim, ReferenceMessages } from '@tac/contracts';
import { deferred } from '@tac/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeEquipmentApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest } from '../testing/render-page.tsx';
import { EquipmentListPage } from './EquipmentListPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const table = () => screen.getByRole('table', { name: 'Equipment List' });

describe('EquipmentListPage', () => {
  serveEachTest(
    () =>
      createFakeEquipmentApi([
        { id: 1, displayText: 'Light Tower' },
        { id: 2, displayText: 'Laser Screed' },
      ]),
    [PageClaim.EquipmentList, ButtonClaim.ReferenceListEdit],
  );

  it('adds: required message, 50 at most, trimmed', async () => {
    renderPage(<EquipmentListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Equipment List' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Equipment List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Equipment List' });
    const field = within(dialog).getByRole('textbox', { name: 'Equipment List' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ReferenceMessages.equipmentList.required)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.type(field, 'z'.repeat(51));
    expect(field).toHaveValue('z'.repeat(50));
    await userEvent.clear(field);
    await userEvent.type(field, '  Generator 20 kW {Enter}');
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.equipmentList.save)).toEqual([{ DisplayText: 'Generator 20 kW' }]);
    expect(await within(table()).findByText('Generator 20 kW')).toBeInTheDocument();
  });

  it('disables Save while the save is pending and enables it again after', async () => {
    renderPage(<EquipmentListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Equipment List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Equipment List' });
    const answer = deferred<Answer<unknown>>();
    vi.mocked(api.post).mockImplementationOnce(() => answer.promise as never);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Equipment List' }), 'Light Tower');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save/ })).toBeDisabled());
    answer.reject(new ApiError(ReferenceMessages.equipmentList.duplicate, 400));
    expect(await screen.findByText(ReferenceMessages.equipmentList.duplicate)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('edits the record loaded by id', async () => {
    renderPage(<EquipmentListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Light Tower' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Equipment List' });
    const field = within(dialog).getByRole('textbox', { name: 'Equipment List' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Light Tower LED');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(postsTo(ApiPaths.equipmentList.save)).toEqual([{ Id: 1, DisplayText: 'Light Tower LED' }]);
    expect(await within(table()).findByText('Light Tower LED')).toBeInTheDocument();
  });

  it('deletes after the Equipment List question', async () => {
    renderPage(<EquipmentListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Laser Screed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(ReferenceMessages.equipmentList.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(postsTo(ApiPaths.equipmentList.delete)).toEqual([{ Id: 2 }]);
    await waitFor(() => expect(within(table()).queryByText('Laser Screed')).not.toBeInTheDocument());
  });
});

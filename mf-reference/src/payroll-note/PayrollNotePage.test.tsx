import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, PageClaim, type PayrollNoteItem, ReferenceMessages } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakePayrollNoteApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest, signInWith } from '../testing/render-page.tsx';
import { PayrollNotePage } from './PayrollNotePage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const note = (id: number, name: string, isActive = true): PayrollNoteItem => ({
  id,
  name,
  isActive,
  isDeleted: false,
});

let server: ReturnType<typeof createFakePayrollNoteApi>;
const table = () => screen.getByRole('table', { name: 'Payroll Note List' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('PayrollNotePage', () => {
  serveEachTest(() => {
    // The server's order here is not the client's: the screen sorts by name, ignoring case.
    server = createFakePayrollNoteApi([
      note(1, 'travel time'),
      note(2, 'Per diem'),
      note(3, 'hazard pay', false),
    ]);
    return server;
  }, [PageClaim.PayrollNote, ButtonClaim.ReferenceListEdit]);

  it('sorts the rows by name, case-insensitively, with search, add, edit and delete', async () => {
    renderPage(<PayrollNotePage />);
    expect(await within(table()).findByText('Per diem')).toBeInTheDocument();
    expect(names()).toEqual(['hazard pay', 'Per diem', 'travel time']);
    expect(screen.getByRole('searchbox', { name: 'Search Payroll Note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Payroll Note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Per diem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Per diem' })).toBeInTheDocument();
  });

  it('refuses a blank name with the payroll message and keeps Save usable; takes at most 50', async () => {
    renderPage(<PayrollNotePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payroll Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payroll Note' });
    const field = within(dialog).getByRole('textbox', { name: 'Payroll Note' });
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ReferenceMessages.payrollNote.required)).toBeInTheDocument();
    expect(postsTo(ApiPaths.payrollNote.save)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.type(field, 'y'.repeat(60));
    expect(field).toHaveValue(`   ${'y'.repeat(47)}`);
  });

  it('adds a trimmed name (active), closes and reloads', async () => {
    renderPage(<PayrollNotePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payroll Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payroll Note' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Payroll Note' }),
      '  Standby time {Enter}',
    );
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.payrollNote.save)).toEqual([{ Name: 'Standby time', IsActive: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('Standby time')).toBeInTheDocument();
  });

  it('edits the record loaded by id, keeping its active flag', async () => {
    renderPage(<PayrollNotePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit hazard pay' }));
    expect(api.get).toHaveBeenCalledWith(ApiPaths.payrollNote.byId, { payRollNoteId: 3 });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payroll Note' });
    const field = within(dialog).getByRole('textbox', { name: 'Payroll Note' });
    expect(field).toHaveValue('hazard pay');
    await userEvent.clear(field);
    await userEvent.type(field, 'Hazard pay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.payrollNote.save)).toEqual([{ Id: 3, Name: 'Hazard pay', IsActive: false }]);
  });

  it('shows the server refusal as an error and keeps the modal open', async () => {
    renderPage(<PayrollNotePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payroll Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payroll Note' });
    server.failNext.set(ApiPaths.payrollNote.save, ReferenceMessages.payrollNote.duplicate);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payroll Note' }), 'Per diem{Enter}');
    expect(await screen.findByText(ReferenceMessages.payrollNote.duplicate)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Payroll Note' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  // every-list.test.tsx steps back a page after a delete on each list; here, what this one sends.
  it('asks the exact question, deletes the row by its Id, and reloads without it', async () => {
    renderPage(<PayrollNotePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Per diem' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure? Do you want to delete this Payroll note?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(postsTo(ApiPaths.payrollNote.delete)).toEqual([{ Id: 2 }]);
    await waitFor(() => expect(names()).toEqual(['hazard pay', 'travel time']));
  });

  it('empties the list and shows the no-result notice when the load fails', async () => {
    server.failNext.set(ApiPaths.payrollNote.list, 'The server could not be reached.');
    renderPage(<PayrollNotePage />);
    expect(await screen.findByText(ReferenceMessages.noResult)).toBeInTheDocument();
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
  });

  it('shows no add, edit or delete without the reference-list edit claim', async () => {
    signInWith([PageClaim.PayrollNote]);
    renderPage(<PayrollNotePage />);
    expect(await within(table()).findByText('Per diem')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Add|Edit|Delete) / })).not.toBeInTheDocument();
  });
});

import { ApiPaths, ButtonClaim, PageClaim, ReferenceMessages } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeStatusCodeApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest } from '../testing/render-page.tsx';
import { StatusCodeListPage } from './StatusCodeListPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const table = () => screen.getByRole('table', { name: 'Status Code List' });

describe('StatusCodeListPage', () => {
  serveEachTest(
    () =>
      createFakeStatusCodeApi([
        { id: 1, statusInitial: 'C', displayText: 'Complete', isActive: true },
        { id: 2, statusInitial: 'OH', displayText: 'On Hold', isActive: false },
      ]),
    [PageClaim.StatusCodeList, ButtonClaim.ReferenceListEdit],
  );

  it("shows rows as 'initial - description'", async () => {
    renderPage(<StatusCodeListPage />);
    expect(await within(table()).findByText('C - Complete')).toBeInTheDocument();
    expect(within(table()).getByText('OH - On Hold')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Status Code' })).toBeInTheDocument();
  });

  it('needs both initial and description, non-blank, with one message; initial at most 3', async () => {
    renderPage(<StatusCodeListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Status Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Status Code' });
    const initial = within(dialog).getByRole('textbox', { name: 'Status Initial' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.type(initial, 'WXYZ');
    expect(initial).toHaveValue('WXY');
    await userEvent.type(description, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(ReferenceMessages.statusCodeList.required)).toHaveLength(1);
    expect(postsTo(ApiPaths.statusCodeList.save)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.clear(initial);
    await userEvent.type(initial, ' W ');
    await userEvent.type(description, 'Weather day ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.statusCodeList.save)).toEqual([
      { StatusInitial: 'W', DisplayText: 'Weather day', IsActive: true },
    ]);
    expect(await within(table()).findByText('W - Weather day')).toBeInTheDocument();
  });

  it('edits (ID, keeps IsActive) and deletes after the Status Code question', async () => {
    renderPage(<StatusCodeListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit OH - On Hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Status Code' });
    expect(within(dialog).getByRole('textbox', { name: 'Status Initial' })).toHaveValue('OH');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('On Hold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(postsTo(ApiPaths.statusCodeList.save)).toEqual([
      { ID: 2, StatusInitial: 'OH', DisplayText: 'On Hold', IsActive: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete C - Complete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(ReferenceMessages.statusCodeList.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(postsTo(ApiPaths.statusCodeList.delete)).toEqual([{ Id: 1 }]);
  });
});

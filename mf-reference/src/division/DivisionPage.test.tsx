import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, PageClaim, ReferenceMessages } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeDivisionApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest } from '../testing/render-page.tsx';
import { DivisionPage } from './DivisionPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const table = () => screen.getByRole('table', { name: 'Divisions' });

describe('DivisionPage', () => {
  serveEachTest(
    () =>
      createFakeDivisionApi([
        { divisionId: 7, divisionName: '100 - General Conditions', isActive: true },
        { divisionId: 9, divisionName: '200 - Concrete', isActive: false },
      ]),
    [PageClaim.Division, ButtonClaim.ReferenceListEdit],
  );

  it('lists division numbers with search and edit; no add and no delete', async () => {
    renderPage(<DivisionPage />);
    expect(await within(table()).findByText('100 - General Conditions')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Division Number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit 200 - Concrete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("edits in the 'Add Division' modal: typed text is left-trimmed and loses underscores", async () => {
    renderPage(<DivisionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 200 - Concrete' }));
    expect(api.get).toHaveBeenCalledWith(ApiPaths.division.byId, { divisionId: 9 });
    const dialog = await screen.findByRole('dialog', { name: 'Add Division' });
    const field = within(dialog).getByRole('textbox', { name: 'Division Number' });
    expect(field).toHaveValue('200 - Concrete');
    await userEvent.clear(field);
    await userEvent.type(field, '  2_10 - Flat_work ');
    expect(field).toHaveValue('210 - Flatwork ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.division.save)).toEqual([
      { divisionId: 9, divisionName: '210 - Flatwork', isActive: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('210 - Flatwork')).toBeInTheDocument();
  });

  it('refuses an empty name with the division message', async () => {
    renderPage(<DivisionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 200 - Concrete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Division' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Division Number' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Division Number' }), '___');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ReferenceMessages.division.required)).toBeInTheDocument();
    expect(postsTo(ApiPaths.division.save)).toHaveLength(0);
  });
});

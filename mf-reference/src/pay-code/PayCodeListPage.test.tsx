import { api, type QueryParams } from '@tac/api-client';
import { ApiPaths, type AuditEntry, ButtonClaim, PageClaim, ReferenceMessages } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakePayCodeApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest, serveWith, signInWith } from '../testing/render-page.tsx';
import { PayCodeListPage } from './PayCodeListPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const table = () => screen.getByRole('table', { name: 'Pay Code List' });

describe('PayCodeListPage', () => {
  serveEachTest(
    () =>
      createFakePayCodeApi([
        { id: 1, code: 'OT', description: 'Overtime', countsAs: 'Overtime', isActive: true },
        { id: 2, code: 'HOL', description: 'Holiday', countsAs: 'Regular', isActive: false },
      ]),
    [PageClaim.PayCodeList, ButtonClaim.ReferenceListEdit],
  );

  it("shows rows as 'code - description' with what they count as and whether active", async () => {
    renderPage(<PayCodeListPage />);
    const overtime = (await within(table()).findByText('OT - Overtime')).closest('tr') as HTMLElement;
    expect(within(overtime).getByText('Overtime')).toBeInTheDocument();
    expect(within(overtime).getByText('Yes')).toBeInTheDocument();
    const holiday = within(table()).getByText('HOL - Holiday').closest('tr') as HTMLElement;
    expect(within(holiday).getByText('No')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Pay Code' })).toBeInTheDocument();
  });

  it('needs a code of letters, digits, - and _, a description and what it counts as; saves them trimmed', async () => {
    renderPage(<PayCodeListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Pay Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Pay Code' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, 'RE G');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ReferenceMessages.payCodeList.codeCharacters)).toBeInTheDocument();
    expect(screen.getByText(ReferenceMessages.payCodeList.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(ReferenceMessages.payCodeList.countsAsRequired)).toBeInTheDocument();
    expect(postsTo(ApiPaths.payCodeList.save)).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, ' DT2 ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Night DT ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Counts As' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Double Time' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.payCodeList.save)).toEqual([
      { Code: 'DT2', Description: 'Night DT', CountsAs: 'DoubleTime', IsActive: true },
    ]);
    expect(await within(table()).findByText('DT2 - Night DT')).toBeInTheDocument();
  });

  it("opens a code's History to a reader of the list, who has no edit or delete icons", async () => {
    const server = createFakePayCodeApi([
      { id: 1, code: 'OT', description: 'Overtime', countsAs: 'Overtime', isActive: true },
    ]);
    const entry: AuditEntry = {
      id: 7,
      at: '2026-03-02T16:00:00.000Z',
      userId: 2,
      userName: 'contribute@demo.local',
      action: 'update',
      recordKind: 'payCode',
      recordId: '1',
      before: { countsAs: 'Regular' },
      after: { countsAs: 'Overtime' },
    };
    serveWith({
      get: (path: string, params?: QueryParams) =>
        path === ApiPaths.audit.history.payCode
          ? Promise.resolve({ data: [entry], message: '', totalCount: 1 })
          : server.get(path, params),
      post: server.post,
    });
    signInWith([PageClaim.PayCodeList]);
    renderPage(<PayCodeListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'History of OT - Overtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: OT - Overtime' });
    expect(await within(dialog).findByText(/contribute@demo\.local/)).toBeInTheDocument();
    expect(vi.mocked(api.get)).toHaveBeenCalledWith(ApiPaths.audit.history.payCode, {
      id: 1,
      Skip: 0,
      Take: 10,
    });
    expect(screen.queryByRole('button', { name: 'Edit OT - Overtime' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete OT - Overtime' })).not.toBeInTheDocument();
  });

  it('retires a code with the Active box, and deletes after the Pay Code question', async () => {
    renderPage(<PayCodeListPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit OT - Overtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pay Code' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('OT');
    const active = within(dialog).getByRole('checkbox', { name: 'Active' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(postsTo(ApiPaths.payCodeList.save)).toEqual([
      { Id: 1, Code: 'OT', Description: 'Overtime', CountsAs: 'Overtime', IsActive: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete HOL - Holiday' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(ReferenceMessages.payCodeList.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(postsTo(ApiPaths.payCodeList.delete)).toEqual([{ Id: 2 }]);
  });
});

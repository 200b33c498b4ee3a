import { api } from '@tac/api-client';
import {
  ApiPaths,
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_OPTIONAL,
  type WorkforceImportRequest,
  type WorkforceImportResult,
} from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToast, postsTo, renderPage, serveFreshDemo } from '../testing/render-page.tsx';
import { ImportDialog } from './ImportDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const preview = (body: WorkforceImportRequest) =>
  api.post<WorkforceImportResult>(ApiPaths.employees.importPreview, body);
const commit = (body: WorkforceImportRequest) =>
  api.post<WorkforceImportResult>(ApiPaths.employees.import, body);
const csv = (text: string) => new File([text], 'employees.csv', { type: 'text/csv' });

describe('Import dialog', () => {
  let fake: ReturnType<typeof serveFreshDemo>;
  beforeEach(() => {
    fake = serveFreshDemo();
  });

  const open = () => {
    const onImported = vi.fn();
    renderPage(
      <ImportDialog
        what="Employees"
        columns={EMPLOYEE_IMPORT_COLUMNS}
        optional={EMPLOYEE_IMPORT_OPTIONAL}
        preview={preview}
        commit={commit}
        onClose={() => {}}
        onImported={onImported}
      />,
    );
    return onImported;
  };

  it('previews a file with a bad row by its line and keeps Import disabled; a good file then imports', async () => {
    const onImported = open();
    const dialog = await screen.findByRole('dialog', { name: 'Import Employees' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      csv('EmployeeNumber,FullName\nE1,A\n,B\n'),
    );
    const errors = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(
      '3EmployeeNumberEmployeeNumber is required',
    );
    expect(importButton).toBeDisabled();
    expect(postsTo(ApiPaths.employees.import)).toEqual([]);

    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      csv('EmployeeNumber,FullName\nE9,A\nE5001,B\n'),
    );
    expect(
      await within(dialog).findByText(/2 row\(s\) are valid\. Employees: 1 to add, 1 to update/),
    ).toBeInTheDocument();
    await waitFor(() => expect(importButton).toBeEnabled());
    await userEvent.click(importButton);
    await expectToast('Imported: 1 added, 1 updated');
    expect(postsTo(ApiPaths.employees.import)).toEqual([
      { fileName: 'employees.csv', csv: 'EmployeeNumber,FullName\nE9,A\nE5001,B\n' },
    ]);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('a commit refused after the preview toasts why and keeps the dialog open', async () => {
    const onImported = open();
    const dialog = await screen.findByRole('dialog', { name: 'Import Employees' });
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv('EmployeeNumber,FullName\nE9,A\n'));
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    await waitFor(() => expect(importButton).toBeEnabled());
    fake.failNext.set(ApiPaths.employees.import, 'line 2: EmployeeNumber is taken');
    await userEvent.click(importButton);
    await expectToast('line 2: EmployeeNumber is taken');
    expect(onImported).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Import Employees' })).toBeInTheDocument();
  });

  it('reads a Windows-1252 file in its encoding, sends the names whole and shows them as read', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Import Employees' });
    const text = 'EmployeeNumber,FullName\nE9,José Müller\n';
    // Excel's plain CSV on Western Windows: one byte per character, é = 0xE9, ü = 0xFC.
    const bytes = new Uint8Array([...text].map((ch) => ch.charCodeAt(0)));
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([bytes], 'employees.csv', { type: 'text/csv' }),
    );
    const read = await within(dialog).findByRole('group', { name: 'File as read' });
    expect(read).toHaveTextContent('Read as Windows-1252');
    expect(read).toHaveTextContent('E9,José Müller');
    expect(postsTo(ApiPaths.employees.importPreview)).toEqual([{ fileName: 'employees.csv', csv: text }]);
  });
});

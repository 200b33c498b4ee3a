import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { nameColumn, tableState } from '../testing/table-fixtures.ts';
import { notify } from '../toast/notify.ts';
import { DataTable } from './DataTable.tsx';
import type { DownloadCsv } from './ExportCsvButton.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const table = (exportCsv?: DownloadCsv) =>
  renderWithUi(
    <DataTable
      label="Devices"
      columns={[nameColumn]}
      rowKey={(row) => row.id}
      {...tableState()}
      exportCsv={exportCsv}
    />,
  );

describe('Export CSV on a DataTable', () => {
  it('downloads the file the server sends under its name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const download = vi.fn<DownloadCsv>(async () => ({
      blob: new Blob(['a,b\r\n']),
      fileName: 'devices.csv',
    }));
    table(download);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(saved).toEqual(['devices.csv']));
  });

  it('toasts the refusal and saves nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const toast = vi.spyOn(notify, 'error');
    table(async () => {
      throw new Error('search[0].FieldName is not a column of this list');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith('search[0].FieldName is not a column of this list'),
    );
    expect(click).not.toHaveBeenCalled();
  });

  it('has no button when the list gives no export', () => {
    table();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});

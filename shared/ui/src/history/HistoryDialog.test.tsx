import { type AuditEntry, pageToSkipTake, skipTakeToOffsetLimit } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { HISTORY_EMPTY_TEXT, HISTORY_PAGE_SIZE, HistoryDialog, type LoadHistory } from './HistoryDialog.tsx';

const entry = (id: number, before: unknown, after: unknown): AuditEntry => ({
  id,
  at: '2026-03-02T15:04:00Z',
  userId: 1,
  userName: 'admin',
  action: 'update',
  recordKind: 'device',
  recordId: '12',
  before,
  after,
});

const show = (load: LoadHistory) =>
  renderWithUi(
    <HistoryDialog
      open
      title="History: Device 12"
      queryKey={['devices', 12]}
      load={load}
      onClose={() => {}}
    />,
  );

describe('HistoryDialog', () => {
  it('shows who changed what and when, each changed field before and after', async () => {
    show(async () => ({
      data: [
        entry(2, { deviceEmpID: 'Gate A', status: 'active' }, { deviceEmpID: 'Gate B', status: 'active' }),
      ],
      totalCount: 1,
    }));
    const changes = await screen.findByRole('table', { name: /^Changes: .* · admin · update$/ });
    const rows = within(changes).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Device nameGate AGate B');
    expect(changes).not.toHaveTextContent('Status');
  });

  it('reads each field as its record kind describes it: its label, a choice, yes/no, names, no own id', async () => {
    show(async () => ({
      data: [
        entry(
          3,
          { deviceID: 12, allowAttestation: 'inactive', employeeIds: [] },
          { deviceID: 12, allowAttestation: 'active', employeeIds: ['Ana Ruiz', 'Bo Lee'], full: true },
        ),
      ],
      totalCount: 1,
    }));
    const rows = within(await screen.findByRole('table', { name: /^Changes:/ })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'AttestationInactiveActive',
      'Employees(none)Ana Ruiz, Bo Lee',
      'Full pull—Yes',
    ]);
  });

  it('says when there is no history', async () => {
    show(async () => ({ data: [], totalCount: 0 }));
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('shows the failure inline and asks again on Try again', async () => {
    const load = vi
      .fn<LoadHistory>()
      .mockRejectedValueOnce(new Error('The record was not found'))
      .mockResolvedValue({ data: [entry(1, null, { deviceEmpID: 'Gate A' })], totalCount: 1 });
    show(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The record was not found');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Changes:/ })).toHaveTextContent('Device name—Gate A');
  });

  it('walks a long history page by page, each row once, asking as the server reads Skip and Take', async () => {
    const total = 25;
    const all = Array.from({ length: total }, (_, i) => entry(i + 1, null, { deviceEmpID: `TD-${i + 1}` }));
    // The server's reading of Skip/Take (shared/docs/architecture.md "Paging rule").
    const load = vi.fn<LoadHistory>(async ({ Skip, Take }) => {
      const { offset, limit } = skipTakeToOffsetLimit(Skip, Take);
      return { data: all.slice(offset, offset + limit), totalCount: total };
    });
    show(load);
    const seen: string[] = [];
    const pages = Math.ceil(total / HISTORY_PAGE_SIZE);
    for (let page = 1; page <= pages; page += 1) {
      if (page > 1) await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(await screen.findByText(`Page ${page} of ${pages}`)).toBeInTheDocument();
      await waitFor(() => expect(load).toHaveBeenLastCalledWith(pageToSkipTake(page, HISTORY_PAGE_SIZE)));
      const tables = await screen.findAllByRole('table', { name: /^Changes:/ });
      await waitFor(() =>
        expect(screen.getByLabelText('Pagination').closest('[aria-busy]')).toHaveAttribute(
          'aria-busy',
          'false',
        ),
      );
      seen.push(...tables.map((table) => within(table).getAllByRole('cell')[2]?.textContent ?? ''));
    }
    expect(seen).toEqual(all.map((row) => (row.after as { deviceEmpID: string }).deviceEmpID));
  });
});

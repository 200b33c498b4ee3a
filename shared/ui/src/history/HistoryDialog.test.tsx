import type { AuditEntry } from '@tac/contracts';
import { screen, within } from '@testing-library/react';
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
      data: [entry(2, { name: 'Gate A', status: 'Active' }, { name: 'Gate B', status: 'Active' })],
      totalCount: 1,
    }));
    const changes = await screen.findByRole('table', { name: /^Changes: .* · admin · update$/ });
    const rows = within(changes).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('nameGate AGate B');
    expect(changes).not.toHaveTextContent('status');
  });

  it('says when there is no history', async () => {
    show(async () => ({ data: [], totalCount: 0 }));
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('shows the failure inline and asks again on Try again', async () => {
    const load = vi
      .fn<LoadHistory>()
      .mockRejectedValueOnce(new Error('The record was not found'))
      .mockResolvedValue({ data: [entry(1, null, { name: 'Gate A' })], totalCount: 1 });
    show(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The record was not found');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Changes:/ })).toHaveTextContent('name—Gate A');
  });

  it('pages a long history', async () => {
    const load = vi.fn<LoadHistory>(async ({ Skip }) => ({
      data: Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) =>
        entry(Skip + i + 1, { n: Skip + i }, { n: Skip + i + 1 }),
      ),
      totalCount: 25,
    }));
    show(load);
    await screen.findAllByRole('table', { name: /^Changes:/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(load).toHaveBeenLastCalledWith({ Skip: HISTORY_PAGE_SIZE, Take: HISTORY_PAGE_SIZE });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});

import { api } from '@tac/api-client';
import { ApiPaths, type AuditEntry, AuditMessages } from '@tac/contracts';
import { renderWithUi } from '@tac/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../testing/fake-security-api.ts';
import { AuditLogPage } from './AuditLogPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const entry: AuditEntry = {
  id: 7,
  at: '2026-03-02T15:04:00Z',
  userId: 2,
  userName: 'user2@demo.local',
  action: 'update',
  recordKind: 'device',
  recordId: '12',
  before: { deviceID: 12, deviceEmpID: 'Gate A', status: 'active', allowAttestation: 'inactive' },
  after: { deviceID: 12, deviceEmpID: 'Gate B', status: 'active', allowAttestation: 'active' },
};

const logCalls = () => vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.audit.log);

beforeEach(() => {
  vi.mocked(api.post).mockReset();
  vi.mocked(api.getFile).mockReset();
  vi.mocked(api.post).mockImplementation(async (path, _body, params) => {
    if (path === ApiPaths.audit.log) return { data: [entry], message: '', totalCount: 1 };
    const active = params?.selectedStatus === 'active';
    return { data: active ? [user(2)] : [user(3, { isActive: false })], message: '', totalCount: 1 };
  });
});

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label });
  await userEvent.click(within(list).getByRole('option', { name: option }));
}

describe('AuditLogPage', () => {
  it('lists the log newest first with what each row changed, and shows a row’s before and after', async () => {
    renderWithUi(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const row = await within(table).findByRole('row', { name: /user2@demo\.local/ });
    expect(row).toHaveTextContent('Device 12');
    // Each changed field by its record kind's label, as the History dialog shows it.
    expect(row).toHaveTextContent('Device name, Attestation');
    expect(row).not.toHaveTextContent('deviceEmpID');
    expect(row).not.toHaveTextContent('Status');
    await userEvent.click(within(row).getByRole('button', { name: /^Changes of update/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes' });
    const changes = within(within(dialog).getByRole('table', { name: /^Changes:/ })).getAllByRole('row');
    expect(changes.slice(1).map((change) => change.textContent)).toEqual([
      'Device nameGate AGate B',
      'AttestationInactiveActive',
    ]);
  });

  it('filters by user, kind, action and time, from page 1', async () => {
    renderWithUi(<AuditLogPage />);
    await screen.findByRole('row', { name: /user2@demo\.local/ });
    await choose('User', 'user2@demo.local');
    await choose('Record kind', 'Device');
    await userEvent.type(screen.getByRole('textbox', { name: 'Action' }), 'update');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(logCalls().at(-1)?.[1]).toEqual({
        userId: 2,
        recordKind: 'device',
        action: 'update',
        from: new Date('2026-03-01T08:00').toISOString(),
        Skip: 0,
        Take: 100,
      }),
    );
  });

  it('says a bounded total is "more than", and reads the next page on from the last row shown', async () => {
    vi.mocked(api.post).mockImplementation(async (path, body) => {
      if (path !== ApiPaths.audit.log) return { data: [], message: '', totalCount: 0 };
      const { Skip } = body as { Skip: number };
      const first = Math.max(Skip, 1);
      const data = Array.from({ length: 100 }, (_, i) => ({ ...entry, id: 100_000 - first - i }));
      return { data, message: '', totalCount: first + 99 + 10_000, moreThanTotalCount: true };
    });
    renderWithUi(<AuditLogPage />);
    await screen.findAllByRole('row', { name: /user2@demo\.local/ });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1 of more than 101');
    expect(pager).toHaveTextContent('Total: more than 10100');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(logCalls().at(-1)?.[1]).toEqual({
        Skip: 101,
        Take: 200,
        anchor: { id: 100_000 - 1 - 99, row: 100 },
      }),
    );
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of more than 102'));
    // The last page counted so far, and the one after it, are still offered.
    await userEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(logCalls().at(-1)?.[1]).toMatchObject({ Skip: 10_101, Take: 10_200 }));
  });

  it('names a wrong time range beside To and asks nothing of the server', async () => {
    renderWithUi(<AuditLogPage />);
    await screen.findByRole('row', { name: /user2@demo\.local/ });
    const before = logCalls().length;
    await userEvent.type(screen.getByLabelText('From'), '2026-03-02T08:00');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(AuditMessages.filter.toAfterFrom)).toBeInTheDocument();
    expect(logCalls()).toHaveLength(before);
  });

  it('exports the filtered rows as CSV from the server', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.mocked(api.getFile).mockResolvedValue({ blob: new Blob(['x']), fileName: 'audit-log.csv' });
    renderWithUi(<AuditLogPage />);
    await screen.findByRole('row', { name: /user2@demo\.local/ });
    await choose('Record kind', 'Device');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.getFile).toHaveBeenCalledWith(
        ApiPaths.currentView.auditLog,
        { recordKind: 'device' },
        'audit-log.csv',
      ),
    );
  });
});

import { api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';
import { datePickerWithStubs, renderWithUi } from '@tac/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyDetail, ok } from '../testing/fixtures.ts';
import { DailyDetailsDialog } from './DailyDetailsDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real));

const calls = () =>
  vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.timecards.dailyDetails);

beforeEach(() => {
  vi.mocked(api.post).mockResolvedValue(
    ok([dailyDetail({ inspectionDescription: 'd'.repeat(600), inspectionInitial: 'I'.repeat(30) })]) as never,
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

/** The columns both tabs start with: the project's day. */
const DAY_COLUMNS = ['Project Number', 'Device Name', 'Weather', 'Subs or Visitors'];
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.querySelector('p')?.textContent);

describe('Daily Details for All Projects', () => {
  it("shows today's inspections cut to 500 / 20 characters, and the equipment tab's columns", async () => {
    const user = userEvent.setup();
    renderWithUi(<DailyDetailsDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Daily Details for All Projects' });
    const today = format(new Date(), 'dd-MM-yyyy');
    await waitFor(() =>
      expect(calls()[0]).toEqual([
        ApiPaths.timecards.dailyDetails,
        { SearchText: [], Skip: 0, Take: 100 },
        { fromDate: `${today} 00:00:00`, toDate: `${today} 23:59:59` },
      ]),
    );
    const inspection = within(dialog).getByRole('table', { name: 'Daily Details Inspection' });
    expect(headers(inspection)).toEqual([...DAY_COLUMNS, 'Inspection Description', 'Initials']);
    expect(await within(inspection).findByText('d'.repeat(500))).toBeInTheDocument();
    expect(within(inspection).getByText('I'.repeat(20))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Daily Details Equipment' }));
    const equipment = await within(dialog).findByRole('table', { name: 'Daily Details Equipment' });
    expect(headers(equipment)).toEqual([
      ...DAY_COLUMNS,
      'Equipment Description',
      'Productive Hours',
      'Idle Hours',
    ]);
  });

  it('ignores an invalid date and one after the end of this week', async () => {
    renderWithUi(<DailyDetailsDialog open onClose={() => {}} />);
    const picker = await screen.findByLabelText('Date');
    await waitFor(() => expect(calls()).toHaveLength(1));
    fireEvent.change(picker, { target: { value: '2999-01-01' } });
    fireEvent.change(picker, { target: { value: '' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls()).toHaveLength(1);
    fireEvent.change(picker, { target: { value: '2026-01-05' } });
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]?.[2]).toEqual({ fromDate: '05-01-2026 00:00:00', toDate: '05-01-2026 23:59:59' });
  });
});

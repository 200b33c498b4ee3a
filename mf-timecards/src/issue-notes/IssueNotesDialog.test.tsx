import { api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';
import { datePickerWithStubs, renderWithUi } from '@tac/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachment, issueNote, ok } from '../testing/fixtures.ts';
import { IssueNotesDialog } from './IssueNotesDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real));

const calls = () => vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.timecards.issueNotes);

beforeEach(() => {
  vi.mocked(api.post).mockResolvedValue(ok([issueNote({ attachments: [attachment('crane.png')] })]) as never);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('Issue Notes for All Projects', () => {
  it("lists today's issue notes in the six columns, with search and attachments", async () => {
    renderWithUi(<IssueNotesDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Issue Notes for All Projects' });
    const table = within(dialog).getByRole('table', { name: 'Issue Notes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.querySelector('p')?.textContent),
    ).toEqual(['Project Number', 'Device Name', 'Issue Notes', 'Status Code', 'Lost Hours', 'Attachments']);
    expect(await within(table).findByText('Crane down for an hour')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Open attachment crane.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'Search Issue Notes' })).toBeInTheDocument();
    const today = format(new Date(), 'dd-MM-yyyy');
    expect(calls()[0]?.[2]).toEqual({ fromDate: `${today} 00:00:00`, toDate: `${today} 23:59:59` });
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('max', format(new Date(), 'yyyy-MM-dd'));
  });

  it('ignores a future date', async () => {
    renderWithUi(<IssueNotesDialog open onClose={() => {}} />);
    const picker = await screen.findByLabelText('Date');
    await waitFor(() => expect(calls()).toHaveLength(1));
    fireEvent.change(picker, { target: { value: format(addDays(new Date(), 1), 'yyyy-MM-dd') } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls()).toHaveLength(1);
    expect(picker).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
  });
});

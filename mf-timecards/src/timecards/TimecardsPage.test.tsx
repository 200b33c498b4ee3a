import { api } from '@tac/api-client';
import { ApiPaths, type SearchRequest, type TimecardRecord } from '@tac/contracts';
import { NEW_ROWS_POLL_MS } from '@tac/ui/table';
import { datePickerWithStubs, pdfStubs, renderPage, renderWithUi } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, startOfWeek } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, ok, timecard } from '../testing/fixtures.ts';
import { TimecardsPage } from './TimecardsPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real, { filters: true }));
vi.mock('@tac/ui/pdf', () => pdfStubs());

let rows: TimecardRecord[] = [];
const listCalls = () => vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.timecards.list);
const table = () => screen.getByRole('table', { name: 'Timecards' });
/** Waits, past the 1 s debounce, for a list call that filters attestation by `value` alone. */
const attestationSent = (value: string) =>
  waitFor(
    () =>
      expect(listCalls().at(-1)?.[1]).toEqual({
        SearchText: [{ FieldName: 'attestationStatus', Value: value }],
        Skip: 0,
        Take: 100,
      }),
    { timeout: 3000 },
  );
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  rows = [
    timecard({
      timeRecordID: 1,
      deviceID: 10,
      fullName: 'Ada Lovelace',
      attestationStatus: 'Approved',
      intStatus: 'Processed',
      payrollNote: 'Paid as overtime',
      workUnits: 5,
      expectationUnits: 4,
    }),
    timecard({ timeRecordID: 1, deviceID: 10, fullName: 'Ada Lovelace', hoursType: 'OT', workUnits: 5 }),
    timecard({
      timeRecordID: 2,
      deviceID: 10,
      fullName: 'Bob Rejected',
      attestationStatus: 'Rejected',
      intStatus: 'New',
    }),
    timecard({
      timeRecordID: 3,
      deviceID: 11,
      fullName: 'Cy Override',
      attestationStatus: 'Override',
      intStatus: 'Exported',
    }),
  ];
  vi.mocked(api.post).mockImplementation(async (path: string, body?: unknown) => {
    if (path !== ApiPaths.timecards.list) throw failed('unexpected');
    const { Skip, Take } = body as SearchRequest;
    return ok(rows.slice(Math.max(Skip, 1) - 1, Take), rows.length) as never;
  });
  vi.mocked(api.get).mockRejectedValue(failed('unexpected'));
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('TimecardsPage', () => {
  it('offers the lines devices pushed while it is open as "N new — show", and show reloads page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const sinces: string[] = [];
      let pushed = 0;
      vi.mocked(api.get).mockImplementation((async (path: string, params?: { since: string }) => {
        if (path !== ApiPaths.field.arrivals) throw failed('unexpected');
        sinces.push(params?.since ?? '');
        const counts = { timecardLines: pushed, issueNotes: 0, dailyDetails: 0, voucherRevisions: 5 };
        return ok({ ...counts, asOf: '7071' });
      }) as typeof api.get);
      renderWithUi(<TimecardsPage />);
      await within(table()).findAllByText('E100 - Ada Lovelace');
      await waitFor(() => expect(sinces).toHaveLength(1));
      const loads = listCalls().length;
      pushed = 2;
      await vi.advanceTimersByTimeAsync(NEW_ROWS_POLL_MS);
      expect(await screen.findByText('2 new —')).toBeInTheDocument();
      // The first count sent no mark; the next counted from the server's mark of the first, and
      // the rows stay as they were.
      expect(sinces[0]).toBe('');
      expect(sinces.at(-1)).toBe('7071');
      expect(listCalls()).toHaveLength(loads);
      fireEvent.click(screen.getByRole('button', { name: 'show 2 new timecard lines' }));
      await waitFor(() => expect(listCalls()).toHaveLength(loads + 1));
      expect(listCalls().at(-1)?.[1]).toEqual({ SearchText: [], Skip: 0, Take: 100 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the approval columns, then the 24 columns in the spec order', async () => {
    renderWithUi(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.querySelector('p')?.textContent);
    expect(headers).toEqual([
      'Approval',
      'Exceptions',
      'Payroll Note',
      'Employee Number - Name',
      'Device Name',
      'Project#',
      'Task Name',
      'Pay Code',
      'Total Hours',
      'Start Time',
      'Lunch Start',
      'Lunch End',
      'End Time',
      'Attestation',
      'Actual Units',
      'Actual Notes',
      'Work Done At Job Site',
      'Job Override',
      'Union Override',
      'Day',
      'Exp Units',
      'Exp Notes',
      'Status Code',
      'Synced Date Time',
      'Week Ending Date',
      'Integration Status',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search Employee Number - Name' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filter Synced Date Time')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Filter Week Ending Date')).toHaveAttribute('type', 'date');
  });

  it('asks for Monday of this week through today, from 00:00:00 to 23:59:59, page 1', async () => {
    renderWithUi(<TimecardsPage />);
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    const today = new Date();
    const monday = startOfWeek(today, { weekStartsOn: 1 });
    expect(listCalls()[0]).toEqual([
      ApiPaths.timecards.list,
      { SearchText: [], Skip: 0, Take: 100 },
      {
        fromDate: `${format(monday, 'dd-MM-yyyy')} 00:00:00`,
        toDate: `${format(today, 'dd-MM-yyyy')} 23:59:59`,
      },
    ]);
    expect(screen.getByLabelText('From')).toHaveValue(format(monday, 'yyyy-MM-dd'));
    expect(screen.getByLabelText('To')).toHaveValue(format(today, 'yyyy-MM-dd'));
  });

  it('blanks the units of a row repeating a record id and device id', async () => {
    renderWithUi(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    const headers = within(table()).getAllByRole('columnheader');
    const actual = headers.findIndex((th) => th.querySelector('p')?.textContent === 'Actual Units');
    const expected = headers.findIndex((th) => th.querySelector('p')?.textContent === 'Exp Units');
    const cell = (row: number, column: number) =>
      within(bodyRows()[row] as HTMLElement).getAllByRole('cell')[column];
    expect(cell(0, actual)).toHaveTextContent('5');
    expect(cell(0, expected)).toHaveTextContent('4');
    expect(cell(1, actual)).toHaveTextContent(/^$/);
    expect(cell(1, expected)).toHaveTextContent(/^$/);
    expect(cell(2, actual)).toHaveTextContent('5');
  });

  it('colours attestations, enables the eye only with a status, and labels the integration icons', async () => {
    renderWithUi(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    const badge = (status: string) => within(table()).getByText(status, { selector: '[data-status]' });
    expect(badge('Approved')).toHaveAttribute('data-color', 'green');
    expect(badge('Rejected')).toHaveAttribute('data-color', 'red');
    expect(badge('Override')).toHaveAttribute('data-color', 'blue');
    expect(within(table()).getByText('None', { selector: '[data-status]' })).not.toHaveAttribute(
      'data-color',
    );
    const eyes = within(table()).getAllByRole('button', { name: /^View attestation for/ });
    expect(eyes.map((eye) => (eye as HTMLButtonElement).disabled)).toEqual([false, true, false, false]);
    const statuses = within(table())
      .queryAllByText(/./, { selector: '[data-cell-status]' })
      .map((status) => status.textContent);
    expect(statuses).toEqual(['Processed', 'New', 'Exported']);
  });

  it('tells each Integration Status by its icon and its word, and Error by payroll’s reason too', async () => {
    const reason = 'Employee is not set up in payroll for period 12';
    rows = [
      timecard({ timeRecordID: 1, fullName: 'Ada Processed', intStatus: 'Processed' }),
      timecard({ timeRecordID: 2, fullName: 'Bob Exported', intStatus: 'Exported' }),
      timecard({ timeRecordID: 3, fullName: 'Cy New', intStatus: 'New' }),
      timecard({ timeRecordID: 4, fullName: 'Di Changed', intStatus: 'Changed' }),
      timecard({ timeRecordID: 5, fullName: 'Ed Error', intStatus: 'Error', payrollRejectedReason: reason }),
      timecard({ timeRecordID: 6, fullName: 'Fay Blank', intStatus: '' }),
    ];
    renderPage(<TimecardsPage />);
    await within(table()).findByText('E100 - Ada Processed');
    const statusOf = (name: string) => {
      const row = within(table()).getByText(`E100 - ${name}`).closest('tr') as HTMLElement;
      return row.querySelector<HTMLElement>('[data-cell-status]');
    };
    const shown = ['Ada Processed', 'Bob Exported', 'Cy New', 'Di Changed', 'Ed Error'].map((name) => {
      const status = statusOf(name) as HTMLElement;
      // The word is on screen, not in a tooltip; the icon is drawn before it, in the state's colour.
      expect(status).toBeVisible();
      expect(status).not.toHaveAttribute('title');
      return [status.textContent, status.dataset.glyph, status.dataset.color];
    });
    expect(shown).toEqual([
      ['Processed', 'check-circle', 'green'],
      ['Exported', 'send', 'blue'],
      ['New', 'hourglass', 'gray'],
      ['Changed', 'resend', 'orange'],
      ['Error', 'alert', 'red'],
    ]);
    expect(statusOf('Fay Blank')).toBeNull();
    const error = within(table()).getByText('E100 - Ed Error').closest('tr') as HTMLElement;
    expect(within(error).getByText(reason)).toHaveAttribute('title', reason);
    // The History button stays beside the state, after the reason (which gives way to it).
    expect(within(error).getByRole('button', { name: 'History for E100 - Ed Error' })).toBeVisible();
  });

  it('asks for a missing date, refuses an end before the start and clears the list without a call', async () => {
    renderPage(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    const calls = listCalls().length;

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(await screen.findByText('Please select to date')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('E100 - Ada Lovelace')).toBeNull());

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect(
      await screen.findByText(
        'The specified date range has an ending date that is earlier than the start date!.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(await screen.findByText('Please select from date')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(calls);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2019-12-30' } });
    await waitFor(() => expect(listCalls()).toHaveLength(calls + 1));
    expect(listCalls().at(-1)?.[2]).toEqual({
      fromDate: '30-12-2019 00:00:00',
      toDate: '01-01-2020 23:59:59',
    });
    // Each message was told once, as a toast (spec 000 §8).
    expect(screen.getAllByText('Please select to date')).toHaveLength(1);
    expect(await within(table()).findAllByText('E100 - Ada Lovelace')).toHaveLength(2);
  });

  it('tells the date problem again at every wrong choice, not only the first', async () => {
    renderPage(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    const endBeforeStart =
      'The specified date range has an ending date that is earlier than the start date!.';
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(screen.getAllByText(endBeforeStart)).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-02' } });
    await waitFor(() => expect(screen.getAllByText(endBeforeStart)).toHaveLength(2));
  });

  it('leaves the list as it was when a call answers success false (spec 000 §8)', async () => {
    renderWithUi(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    vi.mocked(api.post).mockRejectedValue(failed('Server busy'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(listCalls().at(-1)?.[2]).toMatchObject({ fromDate: '01-01-2020 00:00:00' }));
    await waitFor(() => expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
    expect(within(table()).getAllByText('E100 - Ada Lovelace')).toHaveLength(2);
    expect(screen.queryByText('Server busy')).toBeNull();
  });

  it('sends the attestation filter as the space-joined labels after the debounce', async () => {
    const user = userEvent.setup();
    renderWithUi(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    await user.click(screen.getByRole('combobox', { name: 'Filter Attestation' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await attestationSent('Approved None');
  });

  it('filters by attestation from the tail of the screen too, searching its list; both filters show one value', async () => {
    const user = userEvent.setup({ delay: 20 });
    renderWithUi(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    const tail = screen.getByRole('combobox', { name: 'Attestation Status' });
    await user.click(tail);
    await user.type(tail, 'rej');
    const list = await screen.findByRole('listbox', { name: 'Attestation Status' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rejected']);
    await user.click(within(list).getByRole('option', { name: 'Rejected' }));
    await attestationSent('Rejected');
    // The column's own filter shows the same choice.
    expect(screen.getByRole('combobox', { name: 'Filter Attestation' })).toHaveTextContent('Rejected');
  });

  it('opens the payroll note', async () => {
    const user = userEvent.setup();
    renderWithUi(<TimecardsPage />);
    await within(table()).findAllByText('E100 - Ada Lovelace');
    await user.click(within(table()).getByRole('button', { name: 'Payroll Note for E100 - Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll Note' });
    expect(dialog).toHaveTextContent('Paid as overtime');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

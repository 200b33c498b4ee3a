import { api } from '@tac/api-client';
import {
  ApiPaths,
  ApprovalMessages,
  ButtonClaim,
  PageClaim,
  type PayPeriod,
  type PayPeriodChange,
  type PayPeriodDivisionResult,
  type PayPeriodResultKind,
  type TimecardRecord,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { datePickerWithStubs, renderPage } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, ok, timecard } from '../testing/fixtures.ts';
import { PayPeriodsPage } from './PayPeriodsPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real, { filters: true }));

const period = (overrides: Partial<PayPeriod>): PayPeriod => ({
  weekEndingDate: '2026-11-22',
  divisionId: 1,
  divisionName: 'North',
  closed: false,
  closedAt: '',
  closedBy: '',
  reopenedAt: '',
  reopenedBy: '',
  reopenReason: '',
  lines: 4,
  pending: 0,
  approved: 3,
  rejected: 1,
  openExceptions: 0,
  lateHeld: 0,
  ...overrides,
});

const result = (divisionId: number, kind: PayPeriodResultKind, pending = 0): PayPeriodDivisionResult => ({
  divisionId,
  divisionName: periods.find((p) => p.divisionId === divisionId)?.divisionName ?? '',
  result: kind,
  pending,
  message: ApprovalMessages.periodResult(kind, pending),
});

/** The server's answer: each named division as the figures say it goes (North closes, South waits). */
function periodAnswer(action: 'close' | 'reopen', change: PayPeriodChange) {
  const listed = periods.filter(
    (p) => p.weekEndingDate === change.weekEndingDate && change.divisionIds?.includes(p.divisionId),
  );
  const results = listed.map((p) =>
    action === 'reopen'
      ? result(p.divisionId, p.closed ? 'Reopened' : 'NotClosed')
      : p.closed
        ? result(p.divisionId, 'AlreadyClosed')
        : p.pending > 0
          ? result(p.divisionId, 'Pending', p.pending)
          : result(p.divisionId, 'Closed'),
  );
  const changed = results.filter((r) => r.result === 'Closed' || r.result === 'Reopened').length;
  const message = (action === 'close' ? ApprovalMessages.weekClosed : ApprovalMessages.weekReopened)(
    change.weekEndingDate,
    changed,
    results.length,
  );
  return { ...ok({ divisions: changed, results }), message };
}

let periods: PayPeriod[] = [];
let late: TimecardRecord[] = [];
const posts = (path: string) => vi.mocked(api.post).mock.calls.filter(([p]) => p === path);
const signIn = (claims: string[]) =>
  useSession.setState((state) => ({ user: { ...state.user, loggedIn: true, claimValue: claims } }));

beforeEach(() => {
  periods = [
    period({}),
    period({ divisionId: 2, divisionName: 'South', pending: 2, openExceptions: 1 }),
    period({
      weekEndingDate: '2026-11-15',
      closed: true,
      closedAt: '2026-11-17T10:00:00Z',
      closedBy: 'admin',
      lateHeld: 1,
    }),
  ];
  late = [timecard({ lineId: 40, fullName: 'Lee Late', lateState: 'Held', weekEndingDate: '2026-11-15' })];
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === ApiPaths.approval.periods) return ok(periods) as never;
    throw failed('unexpected');
  });
  vi.mocked(api.post).mockImplementation(async (path: string, body?: unknown) => {
    if (path === ApiPaths.timecards.list) return ok(late) as never;
    if (path === ApiPaths.approval.close) return periodAnswer('close', body as PayPeriodChange) as never;
    if (path === ApiPaths.approval.reopen) return periodAnswer('reopen', body as PayPeriodChange) as never;
    if (path === ApiPaths.approval.reviewLate)
      throw failed('The pay period ending 2026-11-15 is closed: reopen it before accepting a late line', 409);
    throw failed('unexpected');
  });
  signIn([PageClaim.TimeCard, ButtonClaim.TimecardApprove, ButtonClaim.PayPeriodClose]);
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

const render = () => renderPage(<PayPeriodsPage />);

describe('PayPeriodsPage', () => {
  it('lists the weeks with their counts, and closes one only when none of its lines is pending', async () => {
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table', { name: 'Pay Periods' });
    await within(table).findByText('South');
    expect(vi.mocked(api.get).mock.calls[0]?.[1]).toEqual({
      fromWeek: expect.any(String),
      toWeek: expect.any(String),
    });
    expect(screen.getByRole('button', { name: 'Close South week ending 11/22/26' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reopen North week ending 11/15/26' })).toBeEnabled();
    expect(within(table).getByText(/Closed by admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close North week ending 11/22/26' }));
    await user.click(await screen.findByRole('button', { name: 'Close period' }));
    await waitFor(() =>
      expect(posts(ApiPaths.approval.close)[0]?.[1]).toEqual({
        weekEndingDate: '2026-11-22',
        divisionIds: [1],
      }),
    );
    // The answer's message, toasted and heading the result by division.
    const heading = await screen.findByRole('heading', {
      name: ApprovalMessages.weekClosed('2026-11-22', 1, 1),
    });
    const list = screen.getByRole('list', { name: 'Close result by division' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['North—Closed']);
    expect(heading).toHaveFocus();
  });

  it('closes a week for all its divisions: the dialog says what each will do, the result what each did', async () => {
    const user = userEvent.setup();
    render();
    const weeks = await screen.findByRole('table', { name: 'Weeks' });
    await within(weeks).findByText('11/22/26');
    // Every division of 11/15 is closed: nothing to close, only a reopen.
    expect(
      screen.getByRole('button', { name: 'Close week ending 11/15/26 for every division' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Reopen week ending 11/22/26 for every division' }),
    ).toBeDisabled();
    const getsBefore = vi.mocked(api.get).mock.calls.length;
    // From the keyboard: the week's action, then the dialog's confirmation.
    screen.getByRole('button', { name: 'Close week ending 11/22/26 for every division' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Close week ending 11/22/26' });
    const outlook = within(dialog).getByRole('list', { name: 'Divisions of the week ending 11/22/26' });
    expect(
      within(outlook)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['North—Closes', 'South—2 line(s) pending: stays open']);
    await user.click(within(dialog).getByRole('button', { name: 'Close week' }));
    await waitFor(() =>
      expect(posts(ApiPaths.approval.close)[0]?.[1]).toEqual({
        weekEndingDate: '2026-11-22',
        divisionIds: [1, 2],
      }),
    );
    const message = ApprovalMessages.weekClosed('2026-11-22', 1, 2);
    const heading = await screen.findByRole('heading', { name: message });
    expect(screen.queryByRole('dialog', { name: 'Close week ending 11/22/26' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Close result by division' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['North—Closed', 'South—2 line(s) pending']);
    await waitFor(() => expect(heading).toHaveFocus());
    // The write refreshed the periods the one way writes do: their query asked again.
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.length).toBeGreaterThan(getsBefore));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Close result by division' })).toBeNull();
  });

  it('reopens a week for its closed divisions with one reason', async () => {
    const user = userEvent.setup();
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Reopen week ending 11/15/26 for every division' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reopen week ending 11/15/26' });
    expect(within(dialog).getByRole('listitem').textContent).toBe('North—Reopens');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen week' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(posts(ApiPaths.approval.reopen)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late card');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen week' }));
    await waitFor(() =>
      expect(posts(ApiPaths.approval.reopen)[0]?.[1]).toEqual({
        weekEndingDate: '2026-11-15',
        divisionIds: [1],
        reason: 'Late card',
      }),
    );
    const list = await screen.findByRole('list', { name: 'Reopen result by division' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['North—Reopened']);
  });

  it('reopens only with a reason', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Reopen North week ending 11/15/26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen pay period' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(posts(ApiPaths.approval.reopen)).toHaveLength(0);
  });

  it('shows the Late list and says why a late line cannot be accepted into a closed week', async () => {
    const user = userEvent.setup();
    render();
    const lateTable = await screen.findByRole('table', { name: 'Late list' });
    await within(lateTable).findByText('E100 - Lee Late');
    const [, body] = posts(ApiPaths.timecards.list)[0] ?? [];
    expect((body as { SearchText: unknown[] }).SearchText).toEqual([
      { FieldName: 'lateState', Value: 'Held' },
    ]);
    await user.click(screen.getByRole('checkbox', { name: /Select late line E100 - Lee Late/ }));
    await user.click(screen.getByRole('button', { name: 'Accept selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept late lines' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        'The pay period ending 2026-11-15 is closed: reopen it before accepting a late line',
      ),
    ).toBeInTheDocument();
    expect(posts(ApiPaths.approval.reviewLate)[0]?.[1]).toEqual({ lineIds: [40], decision: 'Accept' });
  });

  it('offers no close, reopen or review to a user without those claims', async () => {
    signIn([PageClaim.TimeCard]);
    render();
    await within(await screen.findByRole('table', { name: 'Pay Periods' })).findByText('South');
    expect(screen.queryByRole('button', { name: /^Close / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reopen / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept selected' })).toBeNull();
  });
});

import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, PageClaim, type PayPeriod, type TimecardRecord } from '@tac/contracts';
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
  vi.mocked(api.post).mockImplementation(async (path: string) => {
    if (path === ApiPaths.timecards.list) return ok(late) as never;
    if (path === ApiPaths.approval.close)
      return { ...ok({ divisions: 1 }), message: 'The pay period ending 2026-11-22 was closed' } as never;
    if (path === ApiPaths.approval.reopen) throw failed('reason is required');
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
    expect(await screen.findByText('The pay period ending 2026-11-22 was closed')).toBeInTheDocument();
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
    expect(screen.queryByRole('button', { name: 'Accept selected' })).toBeNull();
  });
});

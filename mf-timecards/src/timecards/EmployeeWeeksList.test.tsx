import { api } from '@tac/api-client';
import {
  ApiPaths,
  ButtonClaim,
  type EmployeeWeek,
  TimecardSearchField as F,
  MenuClaim,
  PageClaim,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { datePickerWithStubs, pdfStubs, renderPage } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_PREVIEW, failed, ok, timecard } from '../testing/fixtures.ts';
import { TimecardsPage } from './TimecardsPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real, { filters: true }));
vi.mock('@tac/ui/pdf', () => pdfStubs());

const split = (regular: number, overtime = 0, doubleTime = 0) => ({ regular, overtime, doubleTime });

function week(overrides: Partial<EmployeeWeek> = {}): EmployeeWeek {
  return {
    employeeId: 7,
    employeeNumber: 'E107',
    fullName: 'Rosa Reyes',
    weekEndingDate: '2026-11-29',
    overtimeRuleSet: 'california',
    days: [13, 8, 0, 0, 0, 0, 0],
    sent: split(21),
    workedOut: split(16, 4, 1),
    sentDays: [split(13), split(8), ...Array(5).fill(split(0))],
    workedOutDays: [split(8, 4, 1), split(8), ...Array(5).fill(split(0))],
    overtime: 'Open',
    differingDays: [0],
    overtimeResolution: '',
    periodClosed: false,
    premiumHours: 0,
    payCodes: ['REG'],
    lines: 2,
    pending: 2,
    approved: 0,
    rejected: 0,
    openExceptions: 1,
    attestationApproved: 2,
    attestationRejected: 0,
    attestationOverride: 0,
    attestationNone: 0,
    signed: 2,
    notSigned: 0,
    ...overrides,
  };
}

const calls = (path: string) => vi.mocked(api.post).mock.calls.filter(([p]) => p === path);
const weeksTable = () => screen.getByRole('table', { name: 'Timecards by employee' });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.post).mockImplementation(async (path: string) => {
    if (path === ApiPaths.employeeWeeks.list)
      return ok(
        [
          week(),
          week({
            employeeId: 8,
            employeeNumber: 'E108',
            fullName: 'Sam Sent',
            days: [8, 0, 0, 0, 0, 0, 0],
            sent: split(8),
            workedOut: split(8),
            sentDays: [split(8), ...Array(6).fill(split(0))],
            workedOutDays: [split(8), ...Array(6).fill(split(0))],
            overtime: 'None',
            differingDays: [],
            openExceptions: 0,
            attestationApproved: 1,
            attestationOverride: 1,
            signed: 1,
            notSigned: 1,
          }),
        ],
        2,
      ) as never;
    if (path === ApiPaths.timecards.list)
      return ok([timecard({ lineId: 31, fullName: 'Rosa Reyes', hours: 13 })], 1) as never;
    if (path === ApiPaths.approval.preview) return ok(APPROVAL_PREVIEW) as never;
    if (path === ApiPaths.approval.resolveWeekOvertime)
      return { ...ok({ corrected: 0, added: 0 }), message: 'The week keeps its hours as sent' } as never;
    if (path === ApiPaths.approval.decide)
      return { ...ok({ changed: 1, skipped: 1 }), message: '1 line(s) approved' } as never;
    throw failed('unexpected');
  });
  useSession.setState((state) => ({
    user: {
      ...state.user,
      loggedIn: true,
      claimValue: [PageClaim.TimeCard, MenuClaim.TimeCard, ButtonClaim.TimecardApprove],
    },
  }));
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('the week by employee', () => {
  it('shows each person’s week, its days, the split as sent and as worked out, and remembers the view', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(<TimecardsPage />);
    await user.click(screen.getByRole('button', { name: 'By employee' }));
    expect(screen.getByRole('button', { name: 'By employee' })).toHaveAttribute('aria-pressed', 'true');
    const rosa = (await within(weeksTable()).findByText('E107 - Rosa Reyes')).closest('tr') as HTMLElement;
    // The week ends on a Sunday: its days are Monday to Sunday.
    const headers = within(weeksTable())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Mon', 'Tue', 'Sun', 'Sent Reg · OT · DT']));
    expect(within(rosa).getByText('21 · 0 · 0')).toBeInTheDocument();
    expect(within(rosa).getByText('16 · 4 · 1')).toBeInTheDocument();
    expect(within(rosa).getByText('Overtime open')).toBeInTheDocument();
    expect(within(rosa).getByText('Open: 1')).toBeInTheDocument();
    expect(within(rosa).getByText('2 pending')).toBeInTheDocument();
    const sam = within(weeksTable()).getByText('E108 - Sam Sent').closest('tr') as HTMLElement;
    expect(within(sam).queryByText('Overtime open')).toBeNull();
    expect(within(sam).queryByRole('button', { name: /^Resolve the overtime/ })).toBeNull();
    // Every attestation status is counted: a line a supervisor attested too.
    expect(within(rosa).getByText('2 approved')).toBeInTheDocument();
    expect(within(sam).getByText('1 approved · 1 override')).toBeInTheDocument();
    // Beside it, how many lines have the employee's signed attestation on file, and how many not.
    expect(headers).toContain('Signature');
    expect(within(rosa).getByText('2 signed')).toBeInTheDocument();
    expect(within(sam).getByText('1 signed · 1 not signed')).toBeInTheDocument();
    unmount();

    renderPage(<TimecardsPage />);
    expect(await within(weeksTable()).findByText('E107 - Rosa Reyes')).toBeInTheDocument();
  });

  it('starts from the filters the line list had, and the line list from the week view’s', async () => {
    const user = userEvent.setup();
    renderPage(<TimecardsPage />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search Pay Code' }), 'OT');
    const payCode = { FieldName: F.PayCode, Value: 'OT' };
    await waitFor(
      () => expect(calls(ApiPaths.timecards.list).at(-1)?.[1]).toMatchObject({ SearchText: [payCode] }),
      {
        timeout: 3000,
      },
    );
    await user.click(screen.getByRole('button', { name: 'By employee' }));
    await waitFor(() =>
      expect(calls(ApiPaths.employeeWeeks.list).at(-1)?.[1]).toMatchObject({ SearchText: [payCode] }),
    );
    expect(within(weeksTable()).getByRole('searchbox', { name: 'Search Pay Codes' })).toHaveValue('OT');
    await user.click(screen.getByRole('button', { name: 'Lines' }));
    await waitFor(() =>
      expect(calls(ApiPaths.timecards.list).at(-1)?.[1]).toMatchObject({ SearchText: [payCode] }),
    );
  });

  it('opens on the range, view and filters a link gives', async () => {
    window.history.replaceState(
      null,
      '',
      '/TimeCard?from=2026-11-23&to=2026-11-29&view=employees&exceptions=Blocking',
    );
    try {
      renderPage(<TimecardsPage />);
      expect(await within(weeksTable()).findByText('E107 - Rosa Reyes')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'By employee' })).toHaveAttribute('aria-pressed', 'true');
      const [, request, query] = calls(ApiPaths.employeeWeeks.list).at(-1) ?? [];
      expect(request).toMatchObject({ SearchText: [{ FieldName: F.Exceptions, Value: 'Blocking' }] });
      expect(query).toEqual({ fromDate: '23-11-2026 00:00:00', toDate: '29-11-2026 23:59:59' });
      expect(localStorage.getItem('tac.timecards.view')).toBe('employees');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('unfolds a week into its lines, the whole week, with the line list’s actions', async () => {
    const user = userEvent.setup();
    localStorage.setItem('tac.timecards.view', 'employees');
    renderPage(<TimecardsPage />);
    await within(weeksTable()).findByText('E107 - Rosa Reyes');
    const show = screen.getByRole('button', { name: /^Show the lines of E107 - Rosa Reyes/ });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const lines = await screen.findByRole('table', { name: 'Timecards' });
    expect(await within(lines).findByText('E100 - Rosa Reyes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Lines of E107 - Rosa Reyes, week ending/ })).toHaveFocus();
    // The line list's Approval bar comes with it, above its rows; the week's few lines take their
    // own height, not the screen's.
    const bar = screen.getByRole('toolbar', { name: 'Approval' });
    expect(within(bar).getByRole('button', { name: 'Approve all (1)' })).toBeEnabled();
    expect(bar.compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const area = getComputedStyle(lines.parentElement as HTMLElement);
    expect(area.height).not.toBe(area.maxHeight);
    const [, query] = calls(ApiPaths.timecards.list).at(-1) ?? [];
    expect(query).toMatchObject({
      SearchText: [
        { FieldName: F.EmployeeId, Value: '7' },
        { FieldName: F.WeekEndingDate, Value: '2026-11-29' },
      ],
    });
    expect(vi.mocked(api.post).mock.calls.at(-1)?.[2]).toMatchObject({
      fromDate: '23-11-2026 00:00:00',
      toDate: '29-11-2026 23:59:59',
    });
    expect(screen.getByRole('button', { name: /^Hide the lines of E107 - Rosa Reyes/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('resolves a week’s overtime: the differing days side by side, apply or keep, with a reason', async () => {
    const user = userEvent.setup();
    localStorage.setItem('tac.timecards.view', 'employees');
    renderPage(<TimecardsPage />);
    await within(weeksTable()).findByText('E107 - Rosa Reyes');
    await user.click(screen.getByRole('button', { name: /^Resolve the overtime of E107 - Rosa Reyes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve overtime' });
    const days = within(dialog).getByRole('table', { name: /Days whose hours differ/ });
    expect(within(days).getByRole('row', { name: 'Mon 13 · 0 · 0 8 · 4 · 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply the split' }));
    expect(
      await within(dialog).findByText(/reason/i, { selector: '[role="alert"], .chakra-field__errorText, p' }),
    ).toBeInTheDocument();
    expect(calls(ApiPaths.approval.resolveWeekOvertime)).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('Checked with the foreman');
    await user.click(within(dialog).getByRole('radio', { name: /Keeping the hours as sent/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep as sent' }));
    await waitFor(() => expect(calls(ApiPaths.approval.resolveWeekOvertime)).toHaveLength(1));
    expect(calls(ApiPaths.approval.resolveWeekOvertime)[0]?.[1]).toEqual({
      employeeId: 7,
      weekEndingDate: '2026-11-29',
      reason: 'Checked with the foreman',
      apply: false,
    });
    expect(await screen.findByText('The week keeps its hours as sent')).toBeInTheDocument();
  });

  it('offers no Resolve overtime on a closed week, and says why', async () => {
    const closed = week({ pending: 0, approved: 2, periodClosed: true });
    vi.mocked(api.post).mockImplementation(async (path: string) => {
      if (path === ApiPaths.employeeWeeks.list) return ok([closed], 1) as never;
      throw failed('unexpected');
    });
    localStorage.setItem('tac.timecards.view', 'employees');
    renderPage(<TimecardsPage />);
    const rosa = (await within(weeksTable()).findByText('E107 - Rosa Reyes')).closest('tr') as HTMLElement;
    expect(within(rosa).getByText('Overtime open')).toBeInTheDocument();
    expect(within(rosa).queryByRole('button', { name: /^Resolve the overtime/ })).toBeNull();
    expect(within(rosa).getByText('Week closed')).toBeInTheDocument();
  });

  it('approves a whole week through the preview, asking for the person’s week alone', async () => {
    const user = userEvent.setup();
    localStorage.setItem('tac.timecards.view', 'employees');
    renderPage(<TimecardsPage />);
    await within(weeksTable()).findByText('E107 - Rosa Reyes');
    await user.click(screen.getByRole('button', { name: /^Approve the week of E107 - Rosa Reyes/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/the week of E107 - Rosa Reyes ending/)).toBeInTheDocument();
    await waitFor(() => expect(calls(ApiPaths.approval.preview)).toHaveLength(1));
    const selection = {
      filter: {
        fromDate: '23-11-2026 00:00:00',
        toDate: '29-11-2026 23:59:59',
        SearchText: [
          { FieldName: F.EmployeeId, Value: '7' },
          { FieldName: F.WeekEndingDate, Value: '2026-11-29' },
        ],
      },
    };
    expect(calls(ApiPaths.approval.preview)[0]?.[1]).toEqual(selection);
    await user.click(within(dialog).getByRole('button', { name: /^Approve/ }));
    await waitFor(() => expect(calls(ApiPaths.approval.decide)).toHaveLength(1));
    expect(calls(ApiPaths.approval.decide)[0]?.[1]).toMatchObject({ ...selection, decision: 'Approve' });
  });
});

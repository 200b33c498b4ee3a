import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, MenuClaim, PageClaim, type TimecardRecord } from '@tac/contracts';
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

let rows: TimecardRecord[] = [];
/** A cell's badge, not the filter's option of the same word. */
const BADGE = '[data-cell-badge]';
const calls = (path: string) => vi.mocked(api.post).mock.calls.filter(([p]) => p === path);
const table = () => screen.getByRole('table', { name: 'Timecards' });

function signIn(claims: string[]) {
  useSession.setState((state) => ({ user: { ...state.user, loggedIn: true, claimValue: claims } }));
}
const APPROVER = [PageClaim.TimeCard, MenuClaim.TimeCard, ButtonClaim.TimecardApprove];

beforeEach(() => {
  rows = [
    timecard({ lineId: 11, fullName: 'Ada Lovelace' }),
    timecard({
      lineId: 12,
      timeRecordID: 2,
      fullName: 'Bob Breakless',
      startTime: '06:00',
      endTime: '13:00',
      lunchStartTime: '',
      lunchEndTime: '',
      hours: 7,
      exceptions: ['MealBreak'],
    }),
    timecard({
      lineId: 13,
      timeRecordID: 3,
      fullName: 'Cy Corrected',
      approvalState: 'Approved',
      correctionReason: 'typo',
      original: {
        hours: 9,
        hoursType: 'REG',
        taskId: null,
        taskNumber: '',
        taskName: '',
        startTime: '06:00',
        lunchStartTime: '11:00',
        lunchEndTime: '11:30',
        endTime: '15:30',
      },
      changedAfterAttestation: true,
    }),
  ];
  vi.mocked(api.post).mockImplementation(async (path: string) => {
    if (path === ApiPaths.timecards.list) return ok(rows, rows.length) as never;
    if (path === ApiPaths.approval.preview) return ok(APPROVAL_PREVIEW) as never;
    if (path === ApiPaths.approval.decide)
      return { ...ok({ changed: 1, skipped: 1 }), message: '1 line(s) approved' } as never;
    if (path === ApiPaths.approval.correct) return { ...ok({}), message: 'The line was corrected' } as never;
    if (path === ApiPaths.approval.resolveException)
      return { ...ok({}), message: 'The exception was resolved' } as never;
    throw failed('unexpected');
  });
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === ApiPaths.approval.lineTaskCodes) return ok({ taskId: null, tasks: [] }) as never;
    throw failed('unexpected');
  });
  signIn(APPROVER);
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

const render = () => renderPage(<TimecardsPage />);
/** Puts a reason in at once: free text the dialog only sends, so key by key would prove nothing more. */
async function giveReason(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, reason: string) {
  await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
  await user.paste(reason);
}

describe('timecard approval', () => {
  it('shows each line’s state, its exceptions and a correction after attestation', async () => {
    render();
    await within(table()).findByText('E100 - Bob Breakless');
    expect(within(table()).getAllByText('Pending', { selector: BADGE })).toHaveLength(2);
    expect(within(table()).getByText('Approved', { selector: BADGE })).toBeInTheDocument();
    expect(within(table()).getByText('Open: 1')).toBeInTheDocument();
    expect(within(table()).getByText('Changed after attestation')).toBeInTheDocument();
    // An approved line takes no action; a line with an open exception cannot be approved yet.
    expect(screen.queryByRole('button', { name: /^Correct E100 - Cy Corrected/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve E100 - Bob Breakless/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Resolve E100 - Bob Breakless/ })).toBeInTheDocument();
  });

  it('offers no Correct or Resolve on a line whose pay period is closed, and says why', async () => {
    rows = [
      timecard({ lineId: 21, fullName: 'Ray Rejected', approvalState: 'Rejected', periodClosed: true }),
      timecard({
        lineId: 22,
        timeRecordID: 2,
        fullName: 'Eve Exported',
        approvalState: 'Approved',
        intStatus: 'Error',
        exceptions: ['MealBreak'],
        periodClosed: true,
      }),
      timecard({ lineId: 23, timeRecordID: 3, fullName: 'Olive Open', approvalState: 'Rejected' }),
    ];
    render();
    await within(table()).findByText('E100 - Eve Exported');
    expect(screen.queryByRole('button', { name: /^Correct E100 - Ray Rejected/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Correct E100 - Eve Exported/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resolve E100 - Eve Exported/ })).toBeNull();
    expect(within(table()).getAllByText('Week closed')).toHaveLength(2);
    // The same line in an open week is corrected as before.
    expect(screen.getByRole('button', { name: /^Correct E100 - Olive Open/ })).toBeInTheDocument();
  });

  it('reads a line its week’s open Overtime holds back as blocked: no Approve, and no Resolve on the line', async () => {
    const user = userEvent.setup();
    rows = [
      timecard({ lineId: 41, fullName: 'Olga Overtime', exceptions: ['Overtime'] }),
      timecard({
        lineId: 42,
        timeRecordID: 2,
        fullName: 'Rita Resolved',
        exceptions: ['MealBreak', 'Overtime'],
        exceptionResolution: 'No break given',
      }),
      timecard({ lineId: 43, timeRecordID: 3, fullName: 'Mia Meal', exceptions: ['MealBreak', 'Overtime'] }),
    ];
    render();
    const row = async (name: string) =>
      (await within(table()).findByText(`E100 - ${name}`)).closest('tr') as HTMLElement;
    const olga = await row('Olga Overtime');
    expect(within(olga).getByText('Open: 1')).toBeInTheDocument();
    expect(within(olga).getByText(/week has overtime to resolve/)).toBeInTheDocument();
    // Its week is resolved in the week view, not on the line: Reject alone.
    expect(within(olga).getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    expect(within(olga).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(olga).queryByRole('button', { name: /^Resolve/ })).toBeNull();
    // The line's own exception resolved, its week's still open.
    const rita = await row('Rita Resolved');
    expect(within(rita).getByText('Open: 1')).toBeInTheDocument();
    expect(within(rita).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(rita).queryByRole('button', { name: /^Resolve/ })).toBeNull();
    // Resolve offers the line's own exception alone.
    const mia = await row('Mia Meal');
    expect(within(mia).getByText('Open: 2')).toBeInTheDocument();
    await user.click(within(mia).getByRole('button', { name: /^Resolve/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve exception' });
    const kinds = within(dialog).getByRole('list', { name: 'Exceptions' });
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Meal break missing or under 30 minutes (over 5 hours worked)']);
  });

  it('filters by exceptions with the same drop-down as the Approval filter, and back to All', async () => {
    const user = userEvent.setup();
    render();
    await within(table()).findByText('E100 - Bob Breakless');
    const filter = screen.getByRole('combobox', { name: 'Filter Exceptions' });
    expect(filter).toHaveTextContent('All');
    const lastSearch = () =>
      (calls(ApiPaths.timecards.list).at(-1)?.[1] as { SearchText?: unknown[] } | undefined)?.SearchText;
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Blocking close' }));
    await waitFor(() => expect(lastSearch()).toEqual([{ FieldName: 'exceptions', Value: 'Blocking' }]), {
      timeout: 3000,
    });
    expect(filter).toHaveTextContent('Blocking close');
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(lastSearch()).toEqual([]), { timeout: 3000 });
  });

  it('approves the selected rows after showing the count the server previewed', async () => {
    const user = userEvent.setup();
    render();
    await within(table()).findByText('E100 - Bob Breakless');
    await user.click(screen.getByRole('checkbox', { name: /^Select E100 - Ada Lovelace/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Select E100 - Bob Breakless/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve lines' });
    expect(await within(dialog).findByTestId('approval-preview')).toHaveTextContent(
      '2 line(s) selected: 1 will be approved; 1 will be left as they are (1 with an open exception).',
    );
    expect(calls(ApiPaths.approval.preview)[0]?.[1]).toEqual({ lineIds: [11, 12] });
    await user.click(within(dialog).getByRole('button', { name: 'Approve 1' }));
    await waitFor(() =>
      expect(calls(ApiPaths.approval.decide)[0]?.[1]).toEqual({ lineIds: [11, 12], decision: 'Approve' }),
    );
    expect(await screen.findByText('1 line(s) approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
    // The list asked again for its rows after the decision.
    expect(calls(ApiPaths.timecards.list).length).toBeGreaterThan(1);
  });

  it('rejects every row matching the filters with the list’s own query, and a reason', async () => {
    const user = userEvent.setup();
    render();
    await within(table()).findByText('E100 - Bob Breakless');
    await user.click(screen.getByRole('button', { name: 'Reject all (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject lines' });
    await within(dialog).findByTestId('approval-preview');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(calls(ApiPaths.approval.decide)).toHaveLength(0);
    await giveReason(user, dialog, 'Wrong project');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2' }));
    await waitFor(() => expect(calls(ApiPaths.approval.decide)).toHaveLength(1));
    const [, body] = calls(ApiPaths.approval.decide)[0] ?? [];
    const [, listQuery] = calls(ApiPaths.timecards.list)[0] ?? [];
    const listDates = vi.mocked(api.post).mock.calls[0]?.[2] as { fromDate: string; toDate: string };
    expect(body).toEqual({
      filter: { fromDate: listDates.fromDate, toDate: listDates.toDate, SearchText: [] },
      decision: 'Reject',
      reason: 'Wrong project',
    });
    expect(listQuery).toBeDefined();
  });

  it('corrects a line: only the changed values and the reason are sent, the original values shown', async () => {
    const user = userEvent.setup();
    rows[2] = { ...(rows[2] as TimecardRecord), approvalState: 'Pending' };
    render();
    await within(table()).findByText('E100 - Cy Corrected');
    await user.click(screen.getByRole('button', { name: /^Correct E100 - Cy Corrected/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct line' });
    expect(within(dialog).getByRole('group', { name: 'Original values' })).toHaveTextContent('9 h REG');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(
      await within(dialog).findByText('Change at least one of hours, times, pay code or task code'),
    ).toBeInTheDocument();
    const end = within(dialog).getByRole('textbox', { name: 'End Time' });
    await user.clear(end);
    await user.type(end, '25:00');
    await giveReason(user, dialog, 'Left early');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('End Time must be a time as HH:mm')).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(calls(ApiPaths.approval.correct)[0]?.[1]).toEqual({
        lineId: 13,
        reason: 'Left early',
        endTime: '14:30',
      }),
    );
    expect(await screen.findByText('The line was corrected')).toBeInTheDocument();
  });

  it('resolves a missed meal break with a reason and the premium line', async () => {
    const user = userEvent.setup();
    render();
    await within(table()).findByText('E100 - Bob Breakless');
    await user.click(screen.getByRole('button', { name: /^Resolve E100 - Bob Breakless/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve exception' });
    await giveReason(user, dialog, 'No break given');
    await user.click(within(dialog).getByRole('checkbox', { name: /meal premium/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(calls(ApiPaths.approval.resolveException)[0]?.[1]).toEqual({
        lineId: 12,
        reason: 'No break given',
        addPremium: true,
      }),
    );
  });

  it('draws the Approval bar above the rows before they come, the rows’ area at its full height', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = vi.mocked(api.post).getMockImplementation();
    vi.mocked(api.post).mockImplementation(async (...call: Parameters<typeof api.post>) => {
      if (call[0] === ApiPaths.timecards.list) await held;
      return answer?.(...call) as never;
    });
    render();
    // The first frame: the bar with nothing to decide yet, in its place above the table.
    const bar = await screen.findByRole('toolbar', { name: 'Approval' });
    expect(within(bar).getByText('0 selected')).toBeInTheDocument();
    for (const name of ['Approve selected', 'Reject selected', 'Approve all (0)', 'Reject all (0)'])
      expect(within(bar).getByRole('button', { name })).toBeDisabled();
    expect(bar.compareDocumentPosition(table()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The rows' area has the screen's height before a row comes: the pager and the tail stay put
    // (where things land on screen: host/e2e/approval-week.spec.ts).
    const area = table().parentElement as HTMLElement;
    expect(getComputedStyle(area).height).toBe(getComputedStyle(area).maxHeight);

    release();
    await within(table()).findByText('E100 - Bob Breakless');
    expect(screen.getByRole('toolbar', { name: 'Approval' })).toBe(bar);
    expect(within(bar).getByRole('button', { name: 'Approve all (3)' })).toBeEnabled();
  });

  it('shows no selection, bar or actions to a user without the approve claim', async () => {
    signIn([PageClaim.TimeCard, MenuClaim.TimeCard]);
    render();
    await within(table()).findByText('E100 - Bob Breakless');
    expect(screen.queryByRole('toolbar', { name: 'Approval' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    expect(within(table()).getByText('Open: 1')).toBeInTheDocument();
  });
});

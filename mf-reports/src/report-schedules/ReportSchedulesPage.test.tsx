import { api } from '@tac/api-client';
import {
  ApiPaths,
  ButtonClaim,
  DATE_MODE_TIMING,
  Messages,
  PageClaim,
  ReportMessages,
  RoleName,
} from '@tac/contracts';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeReportsApi, schedule } from '../testing/fake-reports-api.ts';
import { expectToast, postsTo, renderPage, serveWith, signInAs } from '../testing/render-page.tsx';
import { ReportSchedulesPage } from './ReportSchedulesPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const ALL_CLAIMS = [
  PageClaim.Report,
  ButtonClaim.ReportAdd,
  ButtonClaim.ReportEdit,
  ButtonClaim.ReportDelete,
];
const table = () => screen.getByRole('table', { name: 'Report Schedules' });
const schedules = (count: number) => Array.from({ length: count }, (_, i) => schedule(i + 1));

let fake: ReturnType<typeof createFakeReportsApi>;

beforeEach(() => {
  fake = createFakeReportsApi({ schedules: schedules(2) });
  serveWith(fake);
  signInAs(RoleName.Administrator, ALL_CLAIMS);
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('Schedule Reports list (spec 001 §2.4)', () => {
  it('shows the eight columns, a search box each, the pager and every icon labelled', async () => {
    renderPage(<ReportSchedulesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Reports' })).toBeInTheDocument();
    expect(await within(table()).findByText('Schedule 1')).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.firstChild?.textContent);
    expect(headers.slice(0, 8)).toEqual([
      'Schedule Name',
      'Run',
      'Report Time',
      'Send Report To',
      'Projects',
      'Divisions',
      'Report Delegates',
      'Created By',
    ]);
    for (const header of headers.slice(0, 8)) {
      expect(screen.getByRole('searchbox', { name: `Search ${header}` })).toBeInTheDocument();
    }
    const row = within(table()).getByText('Schedule 1').closest('tr') as HTMLElement;
    expect(within(row).getByText('Weekly (Monday)')).toBeInTheDocument();
    expect(within(row).getByText('07:30 AM')).toBeInTheDocument();
    expect(within(row).getByText('24-1001 - Project 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Report Schedule' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Run log, Schedule 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Schedule 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Schedule 1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
    expect(api.post).toHaveBeenCalledWith(
      ApiPaths.reports.list,
      { SearchText: [], Skip: 0, Take: 100 },
      { userId: 7 },
    );
  });

  it('shows a date-mode schedule’s range as MM/DD/yyyy (spec 001 §9)', async () => {
    fake.schedules = [
      schedule(1, { ...DATE_MODE_TIMING, selectedFromDate: '2026-11-16', selectedToDate: '2026-11-20' }),
    ];
    renderPage(<ReportSchedulesPage />);
    const row = (await within(table()).findByText('Schedule 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('11/16/2026 – 11/20/2026')).toBeInTheDocument();
  });

  it('gates add, edit and delete by their claims (spec 001 §6); the run log stays', async () => {
    signInAs(RoleName.ReadOnly, [PageClaim.Report, ButtonClaim.ReportEdit]);
    renderPage(<ReportSchedulesPage />);
    await within(table()).findByText('Schedule 1');
    expect(screen.queryByRole('button', { name: 'Add Report Schedule' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Schedule 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Schedule 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Run log, Schedule 1' })).toBeInTheDocument();
  });

  it('a schedule the user may only see keeps its run log and delete disabled; it still opens to be seen', async () => {
    fake.schedules = [schedule(1), schedule(2, { hasFullAccess: false })];
    renderPage(<ReportSchedulesPage />);
    await within(table()).findByText('Schedule 2');
    expect(screen.getByRole('button', { name: 'Run log, Schedule 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Schedule 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Schedule 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Run log, Schedule 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Schedule 1' })).toBeEnabled();
  });

  it('shows a paused schedule as paused on its row, and why and how it resumes, in words above the list', async () => {
    const reason = ReportMessages.ownerLostAccess('pm@demo.local', 'project 24-1001 - Project 1');
    fake.schedules = [schedule(1), schedule(2, { pausedReason: reason })];
    renderPage(<ReportSchedulesPage />);
    const row = (await within(table()).findByText('Schedule 2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paused')).toBeVisible();
    const running = within(table()).getByText('Schedule 1').closest('tr') as HTMLElement;
    expect(within(running).queryByText('Paused')).toBeNull();
    const notice = screen.getByRole('region', {
      name: `Paused: this schedule sends nothing. ${ReportMessages.pausedResume}`,
    });
    const item = within(notice).getByRole('listitem');
    expect(item).toHaveTextContent(`Schedule 2: ${reason}.`);
    expect(item).toBeVisible();
  });

  it('sends a column search after the 1 s delay, from page 1', async () => {
    fake.schedules = schedules(3).map((s) => (s.id === 3 ? { ...s, scheduleName: 'Foremen daily' } : s));
    renderPage(<ReportSchedulesPage />);
    await within(table()).findByText('Schedule 1');
    // Pasted at once: keys typed more than the delay apart (a busy machine) would each send a search.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search Schedule Name' }));
    await userEvent.paste('foremen');
    // Nothing goes before the delay.
    expect(postsTo(ApiPaths.reports.list)).toHaveLength(1);
    await waitFor(() => expect(within(table()).queryByText('Schedule 1')).toBeNull(), { timeout: 3000 });
    expect(within(table()).getByText('Foremen daily')).toBeInTheDocument();
    expect(postsTo(ApiPaths.reports.list).at(-1)).toEqual({
      SearchText: [{ FieldName: 'scheduleName', Value: 'foremen' }],
      Skip: 0,
      Take: 100,
    });
  });

  it('exports the current view as CSV from the server: the column searches the list sent', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.mocked(api.getFile).mockResolvedValue({ blob: new Blob(['x']), fileName: 'report-schedules.csv' });
    renderPage(<ReportSchedulesPage />);
    await within(table()).findByText('Schedule 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Created By' }), 'admin');
    // Keys typed more than the delay apart (a busy machine) send a search each: wait for the whole word's.
    await waitFor(
      () =>
        expect(postsTo(ApiPaths.reports.list).at(-1)).toMatchObject({
          SearchText: [{ FieldName: 'userName', Value: 'admin' }],
        }),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.getFile).toHaveBeenCalledWith(
        ApiPaths.currentView.reportSchedules,
        { search: JSON.stringify([{ FieldName: 'userName', Value: 'admin' }]) },
        'report-schedules.csv',
      ),
    );
  });

  it('pages with the spec Skip/Take, deletes after the confirmation and steps back when the last page empties', async () => {
    fake.schedules = schedules(101);
    renderPage(<ReportSchedulesPage />);
    await within(table()).findByText('Schedule 1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table()).findByText('Schedule 101')).toBeInTheDocument();
    expect(postsTo(ApiPaths.reports.list).at(-1)).toEqual({ SearchText: [], Skip: 101, Take: 200 });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Schedule 101' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(ReportMessages.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expectToast(ReportMessages.deleted);
    expect(postsTo(ApiPaths.reports.delete)).toEqual([{ id: 101 }]);
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1'),
    );
    expect(await within(table()).findByText('Schedule 1')).toBeInTheDocument();
  });

  it('No keeps the schedule', async () => {
    renderPage(<ReportSchedulesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Schedule 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(postsTo(ApiPaths.reports.delete)).toEqual([]);
    expect(within(table()).getByText('Schedule 2')).toBeInTheDocument();
  });

  it('shows the empty notice, and a failed load with its message and Retry', async () => {
    fake.schedules = [];
    fake.failNext.set(ApiPaths.reports.list, 'The server could not be reached.');
    renderPage(<ReportSchedulesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(within(table()).getByText(Messages.noResultFound)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(within(table()).getByText(Messages.noResultFound)).toBeInTheDocument();
  });
});

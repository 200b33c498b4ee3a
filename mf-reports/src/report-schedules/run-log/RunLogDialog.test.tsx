import { ApiError, api } from '@tac/api-client';
import { ApiPaths, PageClaim, ReportMessages, RoleName } from '@tac/contracts';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeReportsApi, run, schedule } from '../../testing/fake-reports-api.ts';
import { expectToast, postsTo, renderPage, serveWith, signInAs } from '../../testing/render-page.tsx';
import { RunLogDialog } from './RunLogDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
const downloadBlob = vi.fn();
vi.mock('@tac/ui/pdf', () => ({ downloadBlob: (...args: unknown[]) => downloadBlob(...args) }));

let fake: ReturnType<typeof createFakeReportsApi>;
const table = () => screen.getByRole('table', { name: 'Runs of Schedule 1' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

function open(canResend = true) {
  renderPage(
    <RunLogDialog
      schedule={{
        id: 1,
        scheduleName: 'Schedule 1',
        reportType: '13',
        sendReportTo: 'a@example.com, b@example.com, c@example.com',
      }}
      canResend={canResend}
      onClose={() => {}}
    />,
  );
  return screen.findByRole('dialog', { name: 'Run log: Schedule 1' });
}

beforeEach(() => {
  fake = createFakeReportsApi({
    schedules: [schedule(1)],
    runs: [
      run(1, 1),
      run(2, 1, {
        outcome: 'failed',
        error: 'SMTP 550: mailbox unavailable',
        attempts: 3,
        files: [{ id: 21, name: 'Schedule_2.pdf', kind: 'pdf', bytes: 1000 }],
        periodFrom: '2026-03-09',
        periodTo: '2026-03-09',
      }),
      run(3, 1, { outcome: 'empty', periodFrom: '2026-03-10', periodTo: '2026-03-16' }),
      run(9, 2),
    ],
  });
  serveWith(fake);
  signInAs(RoleName.Administrator, [PageClaim.Report]);
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('run log', () => {
  it("lists this schedule's runs newest first: period, recipients, outcome with the reason, files", async () => {
    await open();
    await within(table()).findByText('Failed');
    const outcomes = within(table())
      .getAllByText(/^(Sent|Failed|Sent, no rows)$/)
      .map((e) => e.textContent);
    expect(outcomes).toEqual(['Sent, no rows', 'Failed', 'Sent']);
    const failed = rowOf('Failed');
    expect(within(failed).getByText('SMTP 550: mailbox unavailable')).toBeInTheDocument();
    expect(within(failed).getByText(/after 3 attempts/)).toBeInTheDocument();
    expect(within(failed).getByText('03/09/26')).toBeInTheDocument();
    const sent = rowOf('Sent');
    expect(within(sent).getByText('03/02/26 – 03/08/26')).toBeInTheDocument();
    expect(within(sent).getByText('office@demo.local')).toBeInTheDocument();
    expect(
      within(sent)
        .getAllByRole('button', { name: /^Download / })
        .map((b) => b.textContent),
    ).toEqual(['PDF 24 KB', 'CSV 800 B', 'E-mail 39 KB']);
    expect(vi.mocked(api.get)).toHaveBeenCalledWith(ApiPaths.reports.runs, {
      scheduleId: 1,
      Skip: 0,
      Take: 20,
    });
  });

  it('downloads a file under the name the server gives it', async () => {
    const blob = new Blob(['%PDF-1.7']);
    vi.mocked(api.getFile).mockResolvedValue({ blob, fileName: 'Weekly roster 2026-03-08.pdf' });
    await open();
    await within(table()).findByText('Failed');
    await userEvent.click(within(rowOf('Sent')).getByRole('button', { name: 'Download Schedule_1.pdf' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(blob, 'Weekly roster 2026-03-08.pdf'));
    expect(api.getFile).toHaveBeenCalledWith(ApiPaths.reports.runFile, { fileId: 11 }, 'Schedule_1.pdf');
  });

  it('a refused download shows the server message', async () => {
    vi.mocked(api.getFile).mockRejectedValue(new ApiError(ReportMessages.fileNotFound, 404));
    await open();
    await within(table()).findByText('Failed');
    await userEvent.click(within(rowOf('Failed')).getByRole('button', { name: 'Download Schedule_2.pdf' }));
    await expectToast(ReportMessages.fileNotFound);
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it("Re-send asks first, counting the schedule's recipients who will get it, then logs the new run, which the log follows while it is queued", async () => {
    await open();
    await within(table()).findByText('Failed');
    // The old run went to one address; the schedule now has three, and they get the re-send.
    expect(within(rowOf('Sent')).getAllByText(/@/)).toHaveLength(1);
    await userEvent.click(within(rowOf('Sent')).getByRole('button', { name: 'Re-send' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(
      "Send the report for 03/02/26 – 03/08/26 again to the schedule's 3 recipients?",
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expectToast(ReportMessages.resent);
    expect(postsTo(ApiPaths.reports.resendRun)).toEqual([{ runId: 1 }]);
    expect(await within(table()).findByText('Queued')).toBeInTheDocument();
    expect(within(rowOf('Queued')).getByText('Re-send of run 1')).toBeInTheDocument();
    expect(screen.getByText('A run is under way; this log updates by itself.')).toBeInTheDocument();
    // The scheduler finishes it; the next poll shows it sent.
    fake.runs = fake.runs.map((r) => (r.outcome === 'queued' ? { ...r, outcome: 'sent' } : r));
    await waitFor(() => expect(within(table()).queryByText('Queued')).toBeNull(), { timeout: 8000 });
  });

  it('without the edit claim there is no Re-send; a schedule that never ran says so', async () => {
    fake.runs = [];
    await open(false);
    expect(await within(table()).findByText('This schedule has not run yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send' })).toBeNull();
  });
});

import { api } from '@tac/api-client';
import {
  ApiPaths,
  ButtonClaim,
  PageClaim,
  type PayPeriod,
  type PayrollBatch,
  type PayrollBatchLine,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { renderPage } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, ok } from '../testing/fixtures.ts';
import { PayrollExportPage } from './PayrollExportPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/pdf', () => ({ downloadBlob: vi.fn() }));

const period = (weekEndingDate: string, divisionId: number, divisionName: string): PayPeriod => ({
  weekEndingDate,
  divisionId,
  divisionName,
  closed: true,
  closedAt: '',
  closedBy: '',
  reopenedAt: '',
  reopenedBy: '',
  reopenReason: '',
  lines: 3,
  pending: 0,
  approved: 3,
  rejected: 0,
  openExceptions: 0,
  lateHeld: 0,
});

const SHA_GENERIC = 'ab12'.repeat(16);
const batch = (overrides: Partial<PayrollBatch>): PayrollBatch => ({
  id: 7,
  createdAt: '2026-11-24T09:00:00Z',
  createdBy: 'admin',
  weekEndingDates: ['2026-11-22'],
  divisionIds: [1],
  state: 'Exported',
  lineCount: 3,
  correctionCount: 0,
  totalHours: 24,
  files: [
    { layout: 'generic', fileName: 'batch-7.csv', sha256: SHA_GENERIC, batchValues: [] },
    { layout: 'sage300', fileName: 'batch-7-sage300.csv', sha256: 'cd34'.repeat(16), batchValues: [] },
    {
      layout: 'vista',
      fileName: 'batch-7-vista.csv',
      sha256: 'ef56'.repeat(16),
      batchValues: [
        { name: 'PRGroup', value: '3' },
        { name: 'PREndDate', value: '11/22/26' },
      ],
    },
  ],
  notMade: [],
  processedAt: null,
  processedBy: '',
  payrollBatchNumber: '',
  resultFileName: '',
  rejectedCount: 0,
  cancelledAt: null,
  cancelledBy: '',
  cancelReason: '',
  ...overrides,
});

const rejectedLine: PayrollBatchLine = {
  seq: 4,
  timecardId: 501,
  kind: 'Line',
  divisionId: 1,
  employeeNumber: 'E5004',
  employeeName: 'Garcia, Maria',
  projectNumber: '24-1008',
  taskNumber: '01-100',
  day: '2026-11-17',
  weekEndingDate: '2026-11-22',
  payCode: 'OT',
  hours: 2,
  previousBatchId: null,
  previousTaskNumber: null,
  previousPayCode: null,
  previousHours: null,
  rejectedReason: 'Employee E5004 has no OT pay rate in payroll',
};

let batches: PayrollBatch[] = [];
const posts = (path: string) => vi.mocked(api.post).mock.calls.filter(([p]) => p === path);

beforeEach(() => {
  batches = [batch({}), batch({ id: 6, state: 'Processed', payrollBatchNumber: 'PR-100' })];
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === ApiPaths.approval.periods)
      return ok([
        period('2026-11-22', 1, 'North'),
        period('2026-11-22', 2, 'South'),
        period('2026-11-15', 1, 'North'),
      ]) as never;
    if (path === ApiPaths.payroll.list) return ok(batches) as never;
    if (path === ApiPaths.payroll.lines) return ok([rejectedLine]) as never;
    throw failed('unexpected');
  });
  vi.mocked(api.post).mockImplementation(async (path: string) => {
    if (path === ApiPaths.payroll.preview)
      return ok({
        lines: 3,
        corrections: 1,
        totalHours: 25.5,
        notApproved: 2,
        inError: 1,
        refusal: null,
        notMade: [],
      }) as never;
    if (path === ApiPaths.payroll.create)
      return { ...ok(batch({ id: 8 })), message: 'Batch 8 was made with 4 line(s)' } as never;
    if (path === ApiPaths.payroll.markProcessed)
      return { ...ok(batch({ state: 'Processed' })), message: 'Batch 7 was marked processed' } as never;
    throw failed('unexpected');
  });
  vi.mocked(api.getFile).mockResolvedValue({ blob: new Blob(['a,b']), fileName: 'batch-7.csv' });
  useSession.setState((state) => ({
    user: { ...state.user, loggedIn: true, claimValue: [PageClaim.TimeCard, ButtonClaim.PayrollExport] },
  }));
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

const render = () => renderPage(<PayrollExportPage />);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('PayrollExportPage', () => {
  it('makes a batch of the chosen weeks and divisions after counting what it takes', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Weeks ending' })).toBeEnabled());
    await choose(user, 'Weeks ending', '11/22/26');
    await choose(user, 'Divisions', 'South');
    expect(
      await screen.findByText(
        /3 new line\(s\) and 1 correction\(s\), 25.50 hours; 2 line\(s\) not yet approved stay for a later batch; 1 line\(s\) payroll rejected wait for a correction/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make batch' }));
    await waitFor(() =>
      expect(posts(ApiPaths.payroll.create)[0]?.[1]).toEqual({
        weekEndingDates: ['2026-11-22'],
        divisionIds: [2],
      }),
    );
    expect(await screen.findByText('Batch 8 was made with 4 line(s)')).toBeInTheDocument();
  });

  it('lists the batches with their Integration Status, downloads a layout and marks one processed', async () => {
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table', { name: 'Payroll batches' });
    await within(table).findByText('PR-100', { exact: false });
    expect(within(table).getByRole('img', { name: 'Processed' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Exported' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark batch 6 processed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download batch 7 as Sage 300 CRE time entry' }));
    expect(api.getFile).toHaveBeenCalledWith(ApiPaths.payroll.file, { batchId: 7, layout: 'sage300' });
    await user.click(screen.getByRole('button', { name: 'Mark batch 7 processed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark batch 7 processed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark processed' }));
    expect(
      await within(dialog).findByText('Enter the payroll batch number or choose its result file'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Payroll batch number' }), 'PR-101');
    await user.click(within(dialog).getByRole('button', { name: 'Mark processed' }));
    await waitFor(() =>
      expect(posts(ApiPaths.payroll.markProcessed)[0]?.[1]).toEqual({
        batchId: 7,
        payrollBatchNumber: 'PR-101',
      }),
    );
  });

  it("shows how many lines payroll rejected in a processed batch, and opens them with payroll's reasons", async () => {
    batches = [batch({ id: 6, state: 'Processed', payrollBatchNumber: 'PR-100', rejectedCount: 1 })];
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Lines payroll rejected in batch 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lines payroll rejected in batch 6' });
    const table = within(dialog).getByRole('table', { name: 'Lines payroll rejected in batch 6' });
    expect(
      await within(table).findByText('Employee E5004 has no OT pay rate in payroll'),
    ).toBeInTheDocument();
    expect(within(table).getByText('E5004 - Garcia, Maria')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.payroll.lines, {
      batchId: 6,
      rejected: true,
      Skip: 0,
      Take: 25,
    });
  });

  it('shows nothing to export to a user without the export claim', async () => {
    useSession.setState((state) => ({ user: { ...state.user, claimValue: [PageClaim.TimeCard] } }));
    render();
    expect(screen.getByRole('alert')).toHaveTextContent('payroll export claim');
    expect(api.get).not.toHaveBeenCalled();
  });
});

import { api } from '@tac/api-client';
import {
  ApiPaths,
  type AuditEntry,
  ButtonClaim,
  PageClaim,
  type PayPeriod,
  type PayrollBatch,
  type PayrollBatchLine,
  type PayrollBatchTotals,
  type PayrollMappingRow,
  PayrollMessages,
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

const totals: PayrollBatchTotals = {
  lines: 1,
  corrections: 0,
  hours: 2,
  byEmployee: [
    { employeeNumber: 'E5004', employeeName: 'Garcia, Maria', lines: 1, corrections: 0, hours: 2 },
  ],
  byPayCode: [{ payCode: 'OT', lines: 1, corrections: 0, hours: 2 }],
};

const mappingRows: PayrollMappingRow[] = [
  { key: '41', name: 'E5004 - Garcia, Maria', values: { craft: 'CARP' } },
];

const exportAudit: AuditEntry = {
  id: 90,
  at: '2026-11-24T09:00:00Z',
  userId: 1,
  userName: 'admin',
  action: 'export',
  recordKind: 'payrollBatch',
  recordId: '7',
  before: null,
  after: { lineCount: 3 },
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
    if (path === ApiPaths.payroll.totals) return ok(totals) as never;
    if (path === ApiPaths.payroll.mappings) return ok(mappingRows) as never;
    if (path === ApiPaths.audit.history.payrollBatch) return ok([exportAudit]) as never;
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
    if (path === ApiPaths.payroll.saveMapping)
      return { ...ok(mappingRows[0]), message: 'Employee E5004 - Garcia, Maria: mapping saved' } as never;
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

  it("opens a batch's lines with its files' SHA-256 whole and copyable, filters and sorts them, and totals them", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render();
    await user.click(await screen.findByRole('button', { name: 'Lines and files of batch 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batch 7: lines and files' });
    expect(within(dialog).getByLabelText('SHA-256 of the Generic CSV file')).toHaveTextContent(SHA_GENERIC);
    expect(within(dialog).getByText(/PRGroup 3, PREndDate 11\/22\/26/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Copy the SHA-256 of the Generic CSV file' }),
    );
    expect(writeText).toHaveBeenCalledWith(SHA_GENERIC);
    expect(await screen.findByText(PayrollMessages.hashCopied)).toBeInTheDocument();
    const lines = within(dialog).getByRole('table', { name: 'Lines of batch 7' });
    expect(await within(lines).findByText('E5004 - Garcia, Maria')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Sort by'), 'Hours');
    await user.selectOptions(within(dialog).getByLabelText('Order'), 'Descending');
    await user.type(within(dialog).getByRole('textbox', { name: 'Filter lines' }), 'OT');
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(ApiPaths.payroll.lines, {
        batchId: 7,
        filter: 'OT',
        sort: 'hours',
        descending: true,
        Skip: 0,
        Take: 25,
      }),
    );
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(ApiPaths.payroll.totals, { batchId: 7, filter: 'OT' }),
    );
    const byPayCode = within(dialog).getByRole('table', { name: 'Totals by pay code' });
    expect(within(byPayCode).getByRole('row', { name: 'OT 1 0 2.00' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Totals by employee' })).toHaveTextContent(
      'E5004 - Garcia, Maria',
    );
  });

  it("opens a batch's History", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'History of batch 7' }));
    expect(await screen.findByRole('dialog', { name: 'History: batch 7' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(ApiPaths.audit.history.payrollBatch, { id: 7, Skip: 0, Take: 10 }),
    );
  });

  it('says what a batch would be refused with, and offers no Make batch then', async () => {
    const refusal = PayrollMessages.unmapped('Viewpoint Vista PR timecard batch', [
      { field: 'Vista employee number', record: "employee 'E5004'", lines: 2 },
    ]);
    vi.mocked(api.post).mockImplementation(async (path: string) => {
      if (path === ApiPaths.payroll.preview)
        return ok({
          lines: 3,
          corrections: 0,
          totalHours: 24,
          notApproved: 0,
          inError: 0,
          refusal,
          notMade: [{ layout: 'vista', reason: 'Vista takes one pay period a batch' }],
        }) as never;
      throw failed('unexpected');
    });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Weeks ending' })).toBeEnabled());
    await choose(user, 'Weeks ending', '11/22/26');
    await choose(user, 'Divisions', 'South');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(
      screen.getByText(/Files not made: Viewpoint Vista PR timecard batch: Vista takes one pay period/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make batch' })).toBeDisabled();
  });

  it('edits what Vista calls an employee on the Mappings tab, each field checked beside it', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: 'Mappings' }));
    const table = await screen.findByRole('table', { name: 'Payroll mappings: Employees' });
    expect(await within(table).findByText('E5004 - Garcia, Maria')).toBeInTheDocument();
    expect(within(table).getByText('1 (default)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Only those a payroll file still needs' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(ApiPaths.payroll.mappings, {
        kind: 'employee',
        unmappedOnly: true,
        Skip: 0,
        Take: 25,
      }),
    );
    await user.click(within(table).getByRole('button', { name: 'Edit E5004 - Garcia, Maria' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Employee E5004 - Garcia, Maria: payroll mapping',
    });
    const number = within(dialog).getByRole('textbox', { name: 'Vista employee number' });
    await user.type(number, 'E5004');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Vista employee number must be a whole number from 1 to 999999'),
    ).toBeInTheDocument();
    expect(posts(ApiPaths.payroll.saveMapping)).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '5004');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts(ApiPaths.payroll.saveMapping)[0]?.[1]).toEqual({
        kind: 'employee',
        key: '41',
        values: { vistaEmployee: '5004', craft: 'CARP', class: '', shift: '' },
      }),
    );
    expect(await screen.findByText('Employee E5004 - Garcia, Maria: mapping saved')).toBeInTheDocument();
  });

  it('shows nothing to export to a user without the export claim', async () => {
    useSession.setState((state) => ({ user: { ...state.user, claimValue: [PageClaim.TimeCard] } }));
    render();
    expect(screen.getByRole('alert')).toHaveTextContent('payroll export claim');
    expect(api.get).not.toHaveBeenCalled();
  });
});

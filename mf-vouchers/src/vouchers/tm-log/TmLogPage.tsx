import {
  TM_LOG_SUMMARY_ORDER,
  TmLogMessages,
  type TmLogRow,
  TmLogSearchField,
  type VoucherStatus,
} from '@tac/contracts';
import { Box, Button, Stack } from '@tac/ui';
import { DataTable } from '@tac/ui/table';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { exportTmLogCsv } from './api/export-tm-log-csv.ts';
import { useTmLogSummary } from './api/get-tm-log-summary.ts';
import { useTmLog } from './api/use-tm-log.ts';
import { TM_LOG_COLUMNS } from './columns.tsx';
import {
  asVoucherRecord,
  DEFAULT_TM_LOG_FILTERS,
  rangeInvalid,
  type TmLogFilters,
  tmLogQuery,
  toggleStatus,
  withStatuses,
} from './rules.ts';
import { SummaryRow } from './SummaryRow.tsx';
import { TmLogToolbar } from './TmLogToolbar.tsx';

const ChangeOrderBundleDialog = lazy(() =>
  import('./ChangeOrderBundleDialog.tsx').then((m) => ({ default: m.ChangeOrderBundleDialog })),
);
// The voucher's TM Reports dialog (its PDF and labour variance) loads when a row is first opened.
const ReportDialog = lazy(() =>
  import('../dialogs/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })),
);

/** Wider than the content area at 1366 px: the table scrolls sideways in its own area. */
const MIN_WIDTH = '1880px';

/**
 * The T&M log (shared/docs/remotes/vouchers.md "T&M log"): the vouchers the office bills from,
 * each its current revision with its status, signers and totals, above them what waits on whom.
 * A count in the summary filters the list by its status; a row opens the voucher's TM Reports.
 */
export function TmLogPage() {
  const [filters, setFilters] = useState<TmLogFilters>(DEFAULT_TM_LOG_FILTERS);
  const [statuses, setStatuses] = useState<VoucherStatus[]>([]);
  const [opened, setOpened] = useState<TmLogRow | null>(null);
  const [bundleOpen, setBundleOpen] = useState(false);
  const invalidRange = rangeInvalid(filters);
  const query = useMemo(() => (invalidRange ? null : tmLogQuery(filters)), [filters, invalidRange]);

  const list = useTmLog(query, statuses);
  const summary = useTmLogSummary(query, list.search);

  const change = useCallback((next: Partial<TmLogFilters>) => setFilters((f) => ({ ...f, ...next })), []);
  const toggle = useCallback(
    (status: VoucherStatus) => setStatuses((chosen) => toggleStatus(chosen, status, TM_LOG_SUMMARY_ORDER)),
    [],
  );
  const all = useCallback(() => setStatuses([]), []);
  const { search } = list;
  const exportCsv = useMemo(
    () => (query ? () => exportTmLogCsv(query, withStatuses(search, statuses)) : undefined),
    [query, search, statuses],
  );

  return (
    <Stack gap="3" minW="0">
      <TmLogToolbar
        filters={filters}
        invalidRange={invalidRange}
        onChange={change}
        actions={
          <Button size="sm" variant="outline" onClick={() => setBundleOpen(true)}>
            Change order bundle
          </Button>
        }
      />
      <SummaryRow summary={summary.data?.data} chosen={statuses} onToggle={toggle} onAll={all} />
      <Box minW="0">
        <DataTable
          label="T&M Log"
          columns={TM_LOG_COLUMNS}
          rowKey={(row) => row.voucherId}
          minWidth={MIN_WIDTH}
          fixedColumns
          maxHeight="calc(100vh - 280px)"
          emptyText={TmLogMessages.empty}
          onRowSelect={setOpened}
          selectedKey={opened?.voucherId}
          exportCsv={exportCsv}
          {...list.table}
        />
      </Box>
      {bundleOpen && (
        <Suspense fallback={null}>
          <ChangeOrderBundleDialog
            initialReference={
              search.find((entry) => entry.FieldName === TmLogSearchField.BillingReference)?.Value ?? ''
            }
            onClose={() => setBundleOpen(false)}
          />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog row={asVoucherRecord(opened)} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

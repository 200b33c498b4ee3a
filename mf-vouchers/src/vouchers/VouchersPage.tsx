import { checkPickedRange, type VoucherRecord } from '@tac/contracts';
import { useSession } from '@tac/session';
import { Box, Stack } from '@tac/ui';
import { usePickedRange } from '@tac/ui/date-picker';
import { NewRowsNotice, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@tac/ui/table';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { exportVouchersCsv } from './api/export-vouchers-csv.ts';
import { useVouchers } from './api/use-vouchers.ts';
import { MoveDialog, type OpenMove } from './lifecycle/MoveDialog.tsx';
import { useRowActions } from './RowDialogs.tsx';
import { listSearch, voucherQueryDates } from './rules.ts';
import { VouchersToolbar } from './VouchersToolbar.tsx';
import { VoucherTable } from './VoucherTable.tsx';

const RevisionHistory = lazy(() =>
  import('./revisions/RevisionHistory.tsx').then((m) => ({ default: m.RevisionHistory })),
);

/**
 * Spec 002 §2 "T&M Voucher": the latest revision of each voucher created in the From–To range, with
 * their reports, attachments and revision histories.
 */
export function VouchersPage() {
  const { range, setRange, check } = usePickedRange();

  // Spec 002 §4: the list follows the pickers 1 s after the last change, as the column filters do,
  // so two quick changes ask the server once.
  const listed = useDebouncedValue(range, SEARCH_DEBOUNCE_MS);
  const listedCheck = checkPickedRange(listed);
  const dates = listedCheck.valid ? voucherQueryDates(listed) : null;
  const fromDate = dates?.fromDate;
  const toDate = dates?.toDate;
  const userId = useSession((s) => s.user.userId);
  const { list, added } = useVouchers(fromDate, toDate, userId);

  const [revisionsOf, setRevisionsOf] = useState<VoucherRecord | null>(null);
  // The row button that opened the revision history gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openRevisions = useCallback((row: VoucherRecord) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRevisionsOf(row);
  }, []);
  const { act, dialogs } = useRowActions(openRevisions);
  // The lifecycle's moves the user's claims allow, each through its dialog.
  const claims = useSession((s) => s.user.claimValue);
  const [moving, setMoving] = useState<OpenMove | null>(null);
  const lifecycle = useMemo(
    () => ({ claims, onMove: (move: OpenMove['move'], row: VoucherRecord) => setMoving({ move, row }) }),
    [claims],
  );
  const { reload, search } = list;
  // The list's range and searches as it sent them. A Version search no voucher can match goes as
  // typed, so the server says which field is wrong; with no valid range there is nothing to export.
  const exportCsv = useMemo(
    () =>
      fromDate && toDate
        ? () => exportVouchersCsv({ fromDate, toDate }, listSearch(search, userId) ?? search)
        : undefined,
    [fromDate, toDate, search, userId],
  );
  // Spec 002 §4: closing the revision history reloads the main list (its own filters go with it).
  const closeRevisions = useCallback(() => {
    setRevisionsOf(null);
    void reload();
  }, [reload]);
  useEffect(() => {
    if (revisionsOf) return;
    opener.current?.focus();
    opener.current = null;
  }, [revisionsOf]);

  return (
    <Stack gap="4" minW="0">
      {/* The revision history opens over the list, which stays mounted: its searches and page survive. */}
      <VouchersToolbar range={range} invalid={!check.valid} onRangeChange={setRange} />
      <Box minW="0">
        <NewRowsNotice {...added} noun="voucher revisions" />
        <VoucherTable
          label="T&M Vouchers"
          list={list.table}
          withRevisions
          maxHeight="calc(100vh - 230px)"
          onAction={act}
          exportCsv={exportCsv}
          lifecycle={lifecycle}
        />
      </Box>
      {revisionsOf && (
        <Suspense fallback={null}>
          <RevisionHistory voucher={revisionsOf} onBack={closeRevisions} />
        </Suspense>
      )}
      {dialogs}
      {moving && <MoveDialog open={moving} onClose={() => setMoving(null)} />}
    </Stack>
  );
}

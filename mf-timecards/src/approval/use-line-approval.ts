import {
  APPROVAL_LINE_IDS_MAX,
  type ApprovalDecisionKind,
  ButtonClaim,
  hasClaim,
  type SearchTextEntry,
  type TimecardRecord,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { useLatest } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback, useMemo, useState } from 'react';
import type { ApprovalOpen } from './ApprovalDialogs.tsx';
import { approvalColumns, type LineAction } from './columns.tsx';

/**
 * The timecard list's approval state: the selected line ids (kept across pages and searches until
 * a decision or Clear), the dialog open, and the approval columns bound to them.
 */
export function useLineApproval({
  fromDate,
  toDate,
  search,
}: {
  fromDate: string | undefined;
  toDate: string | undefined;
  search: readonly SearchTextEntry[];
}) {
  const canApprove = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.TimecardApprove));
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [open, setOpen] = useState<ApprovalOpen>({ kind: 'none' });

  const toggle = useCallback((row: TimecardRecord) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(row.lineId)) next.delete(row.lineId);
      else if (next.size >= APPROVAL_LINE_IDS_MAX)
        notify.warning(`At most ${APPROVAL_LINE_IDS_MAX} rows can be selected; use "Approve all" for more`);
      else next.add(row.lineId);
      return next;
    });
  }, []);
  const act = useCallback((action: LineAction, row: TimecardRecord) => {
    if (action === 'approve' || action === 'reject')
      setOpen({
        kind: 'decide',
        decision: action === 'approve' ? 'Approve' : 'Reject',
        selection: { lineIds: [row.lineId] },
        what: 'this row',
        clears: false,
      });
    else setOpen({ kind: action, row });
  }, []);
  const columns = useMemo(
    () => approvalColumns({ isSelected: (row) => selected.has(row.lineId), toggle, canApprove, act }),
    [selected, toggle, canApprove, act],
  );

  const decideSelected = useCallback(
    (decision: ApprovalDecisionKind) =>
      setOpen({
        kind: 'decide',
        decision,
        selection: { lineIds: [...selected] },
        what: `the ${selected.size} selected row(s)`,
        clears: true,
      }),
    [selected],
  );
  // Read when a decision opens: as a dependency, every search drew the approval bar again before
  // its request could leave.
  const latestSearch = useLatest(search);
  const decideMatching = useCallback(
    (decision: ApprovalDecisionKind) => {
      if (!fromDate || !toDate) return;
      // The list's own query, every page of it: the server applies the same WHERE, scope included.
      setOpen({
        kind: 'decide',
        decision,
        selection: { filter: { fromDate, toDate, SearchText: [...latestSearch.current] } },
        what: 'every row matching the current filters',
        clears: false,
      });
    },
    [fromDate, toDate, latestSearch],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const close = useCallback(() => setOpen({ kind: 'none' }), []);
  const decided = useCallback((clears: boolean) => {
    if (clears) setSelected(new Set());
    setOpen({ kind: 'none' });
  }, []);

  return { canApprove, columns, selected, open, decideSelected, decideMatching, clear, close, decided };
}

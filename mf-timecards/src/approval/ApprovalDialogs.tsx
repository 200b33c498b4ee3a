import type { ApprovalDecisionKind, ApprovalSelection, TimecardRecord } from '@tac/contracts';
import { CorrectLineDialog } from './CorrectLineDialog.tsx';
import type { LineAction } from './columns.tsx';
import { DecideDialog } from './DecideDialog.tsx';
import { ResolveExceptionDialog } from './ResolveExceptionDialog.tsx';

/** The approval dialog open over the timecard list, if any. */
export type ApprovalOpen =
  | { kind: 'none' }
  | {
      kind: 'decide';
      decision: ApprovalDecisionKind;
      selection: ApprovalSelection;
      what: string;
      clears: boolean;
    }
  | { kind: Exclude<LineAction, 'approve' | 'reject'>; row: TimecardRecord };

export function ApprovalDialogs({
  open,
  onClose,
  onDecided,
}: {
  open: ApprovalOpen;
  onClose: () => void;
  /** After a decision: `clears` tells whether it was the selection's (which then empties). */
  onDecided: (clears: boolean) => void;
}) {
  switch (open.kind) {
    case 'decide':
      return (
        <DecideDialog
          decision={open.decision}
          selection={open.selection}
          what={open.what}
          onDone={() => onDecided(open.clears)}
          onClose={onClose}
        />
      );
    case 'correct':
      return <CorrectLineDialog row={open.row} onClose={onClose} />;
    case 'resolve':
      return <ResolveExceptionDialog row={open.row} onClose={onClose} />;
    default:
      return null;
  }
}

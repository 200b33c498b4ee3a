import type { TimecardRecord } from '@tac/contracts';
import { HistoryDialog } from '@tac/ui/history';
import { employeeLabel } from '../common/labels.ts';
import { timecardHistory } from './api/get-timecard-history.ts';
import type { TimecardDialog } from './columns.tsx';
import { ActualWorkNotesDialog } from './dialogs/ActualWorkNotesDialog.tsx';
import { AttestationDialog } from './dialogs/AttestationDialog.tsx';
import { NoteDialog } from './dialogs/NoteDialog.tsx';

/** The row dialogs of the timecard table (spec 000 §2 "Dialogs"), one at a time. */
export function TimecardDialogs({
  open,
  onClose,
}: {
  open: { kind: TimecardDialog; row: TimecardRecord } | null;
  onClose: () => void;
}) {
  if (!open) return null;
  switch (open.kind) {
    case 'payrollNote':
      return <NoteDialog title="Payroll Note" text={open.row.payrollNote} onClose={onClose} />;
    case 'expectationNotes':
      return <NoteDialog title="Expectation Work Notes" text={open.row.expectationNote} onClose={onClose} />;
    case 'actualNotes':
      return <ActualWorkNotesDialog row={open.row} onClose={onClose} />;
    case 'attestation':
      return <AttestationDialog row={open.row} onClose={onClose} />;
    case 'history':
      return (
        <HistoryDialog
          open
          {...timecardHistory(open.row.lineId, `History: ${employeeLabel(open.row)}`)}
          onClose={onClose}
        />
      );
  }
}

import { VoucherMove, type VoucherRecord, type VoucherStatus } from '@tac/contracts';
import { Button } from '@tac/ui';
import { type CellColor, type CellGlyph, CellGroup, CellStatus, CellText } from '@tac/ui/table';
import { canSendForSignature } from '../signature-requests/rules.ts';
import { rowMoves, statusDetail, statusLabel } from './rules.ts';

/** Each status at a glance: its icon and colour beside its word. */
const LOOK: Readonly<Record<VoucherStatus, { glyph: CellGlyph; color: CellColor }>> = {
  InProgress: { glyph: 'edit', color: 'gray' },
  ReadyForReview: { glyph: 'send', color: 'blue' },
  FieldVerified: { glyph: 'check-circle', color: 'green' },
  Rejected: { glyph: 'alert', color: 'red' },
  Closed: { glyph: 'check-circle', color: 'gray' },
};

/** The words of each office move's button. */
export const MOVE_BUTTONS: Partial<Record<VoucherMove, string>> = {
  [VoucherMove.ApproveForReview]: 'Approve',
  [VoucherMove.Close]: 'Close',
  [VoucherMove.Reopen]: 'Reopen',
};

/**
 * The Voucher Status cell: the status with its icon, its billing reference or reason (whole on
 * hover), a button for each move the user may make from it, and Send for signature when the user
 * may send it to the customer (shared/docs/remotes/vouchers.md "Signing").
 */
export function StatusCell({
  row,
  claims,
  onMove,
  onSend,
}: {
  row: VoucherRecord;
  claims: readonly string[];
  onMove: (move: VoucherMove, row: VoucherRecord) => void;
  onSend?: () => void;
}) {
  const look = LOOK[row.voucherStatus as VoucherStatus] ?? LOOK.InProgress;
  const detail = statusDetail(row);
  return (
    <CellGroup>
      <CellStatus glyph={look.glyph} color={look.color}>
        {statusLabel(row)}
      </CellStatus>
      {detail ? (
        <CellText muted title={detail}>
          {detail}
        </CellText>
      ) : null}
      {rowMoves(row, claims).map((move) => (
        <Button
          key={move}
          size="2xs"
          variant="outline"
          aria-label={`${MOVE_BUTTONS[move]}, voucher ${row.tmVoucherNumber}`}
          onClick={() => onMove(move, row)}
        >
          {MOVE_BUTTONS[move]}
        </Button>
      ))}
      {onSend && canSendForSignature(row, claims) ? (
        <Button
          size="2xs"
          variant="outline"
          aria-label={`Send for signature, voucher ${row.tmVoucherNumber}`}
          title="Send for signature"
          onClick={onSend}
        >
          {/* One word, so the status, its move and this fit the column on one line. */}
          Send
        </Button>
      ) : null}
    </CellGroup>
  );
}

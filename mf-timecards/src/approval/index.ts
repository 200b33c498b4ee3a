// What the approval feature offers the rest of mf-timecards: the timecard list's approval bar, columns
// and dialogs (shared/docs/approval.md). Sibling features import from here.
export { ApprovalBar } from './ApprovalBar.tsx';
export { ApprovalDialogs } from './ApprovalDialogs.tsx';
export {
  getLateLines,
  lateLinesKey,
  useClosePayPeriod,
  usePayPeriods,
  useReopenPayPeriod,
  useReviewLateLines,
} from './api/approval-calls.ts';
export { LINE_ACTION_CSS } from './columns.tsx';
export { ReasonField } from './ReasonField.tsx';
export { reasonProblem } from './rules.ts';
export { selectColumn } from './select-column.tsx';
export { useLineApproval } from './use-line-approval.ts';

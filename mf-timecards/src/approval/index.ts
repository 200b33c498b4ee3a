// What the approval feature offers the rest of mf-timecards: the timecard list's approval bar, columns
// and dialogs (shared/docs/approval.md). Sibling features import from here.
export { ApprovalBar } from './ApprovalBar.tsx';
export { ApprovalDialogs, type ApprovalOpen } from './ApprovalDialogs.tsx';
export { useClosePayPeriod } from './api/close-pay-period.ts';
export { usePayPeriods } from './api/get-pay-periods.ts';
export { useReopenPayPeriod } from './api/reopen-pay-period.ts';
export { useResolveWeekOvertime } from './api/resolve-week-overtime.ts';
export { useReviewLateLines } from './api/review-late-lines.ts';
export { useLateLines } from './api/use-late-lines.ts';
export { LINE_ACTION_CSS } from './columns.tsx';
export { ApprovalStateFilter, ExceptionsFilter } from './filters.tsx';
export { ReasonField } from './ReasonField.tsx';
export { reasonProblem } from './rules.ts';
export { selectColumn } from './select-column.tsx';
export { useLineApproval } from './use-line-approval.ts';

import { api } from '@tac/api-client';
import {
  ApiPaths,
  type ApprovalDecision,
  type ApprovalOutcome,
  type ApprovalPreview,
  type ApprovalSelection,
  type ExceptionResolution,
  type LateReview,
  LateState,
  type LineCorrection,
  type LineTaskCodes,
  type PayPeriod,
  type PayPeriodChange,
  type PayPeriodOutcome,
  type PayPeriodQuery,
  type SearchRequest,
  type TimecardLineState,
  type TimecardRecord,
  TimecardSearchField,
} from '@tac/contracts';
import { useApiMutation, useQuery } from '@tac/ui/server-state';

/**
 * The approval loop's calls (shared/docs/approval.md): each resolves to the server's answer or
 * throws its ApiError. Writes answer the server's message too, which the screens toast.
 */

/** Every cached timecard list (any range, any search): a decision or correction changes its rows. */
export const TIMECARDS_KEY = ['timecards'] as const;
export const PAY_PERIODS_KEY = ['pay-periods'] as const;
export const payPeriodsKey = (query: PayPeriodQuery) =>
  [...PAY_PERIODS_KEY, query.fromWeek, query.toWeek] as const;
export const approvalPreviewKey = (selection: ApprovalSelection) => ['approval-preview', selection] as const;

/** What an Approve or Reject of `selection` would do: the count shown before confirming. */
export const previewApproval = (selection: ApprovalSelection) =>
  api.post<ApprovalPreview>(ApiPaths.approval.preview, selection).then((answer) => answer.data);

export const decideApproval = (decision: ApprovalDecision) =>
  api.post<ApprovalOutcome>(ApiPaths.approval.decide, decision);

export const correctLine = (correction: LineCorrection) =>
  api.post<TimecardLineState>(ApiPaths.approval.correct, correction);

/** The line's task code and its project's task codes: the Correct dialog's Task Code choices. */
export const getLineTaskCodes = (lineId: number) =>
  api.get<LineTaskCodes>(ApiPaths.approval.lineTaskCodes, { lineId }).then((answer) => answer.data);
export const lineTaskCodesKey = (lineId: number) => [...TIMECARDS_KEY, 'task-codes', lineId] as const;

export const resolveException = (resolution: ExceptionResolution) =>
  api.post<TimecardLineState>(ApiPaths.approval.resolveException, resolution);

export const reviewLateLines = (review: LateReview) =>
  api.post<ApprovalOutcome>(ApiPaths.approval.reviewLate, review);

export const getPayPeriods = (query: PayPeriodQuery) =>
  api.get<PayPeriod[]>(ApiPaths.approval.periods, { ...query }).then((answer) => answer.data);

export const closePayPeriod = (change: PayPeriodChange) =>
  api.post<PayPeriodOutcome>(ApiPaths.approval.close, change);

export const reopenPayPeriod = (change: PayPeriodChange) =>
  api.post<PayPeriodOutcome>(ApiPaths.approval.reopen, change);

/** The preview of a selection; asked only while `enabled` (the confirm dialog is open). */
export const useApprovalPreview = (selection: ApprovalSelection, enabled: boolean) =>
  useQuery({
    queryKey: approvalPreviewKey(selection),
    queryFn: () => previewApproval(selection),
    enabled,
    staleTime: 0,
    meta: { quiet: true },
  });

/** Keyed under the timecard lists: a correction refreshes the line's task code. */
export const useLineTaskCodes = (lineId: number) =>
  useQuery({
    queryKey: lineTaskCodesKey(lineId),
    queryFn: () => getLineTaskCodes(lineId),
    staleTime: 0,
    meta: { quiet: true },
  });

export const usePayPeriods = (query: PayPeriodQuery) =>
  useQuery({ queryKey: payPeriodsKey(query), queryFn: () => getPayPeriods(query) });

/** Line writes change the timecard lists and the periods' counts. */
const LINE_KEYS = [TIMECARDS_KEY, PAY_PERIODS_KEY];

export const useDecideApproval = () => useApiMutation(decideApproval, LINE_KEYS);
export const useCorrectLine = () => useApiMutation(correctLine, LINE_KEYS);
export const useResolveException = () => useApiMutation(resolveException, LINE_KEYS);
export const useReviewLateLines = () => useApiMutation(reviewLateLines, LINE_KEYS);
export const useClosePayPeriod = () => useApiMutation(closePayPeriod, LINE_KEYS);
export const useReopenPayPeriod = () => useApiMutation(reopenPayPeriod, LINE_KEYS);

/**
 * One page of the Late list: the timecard list's own call, its search narrowed to the lines held
 * for a closed period (`lateState` Held). Keyed under the timecard lists, so a write refreshes it.
 */
export const getLateLines = (query: { fromDate: string; toDate: string }, request: SearchRequest) =>
  api.post<TimecardRecord[]>(
    ApiPaths.timecards.list,
    {
      ...request,
      SearchText: [
        ...(request.SearchText ?? []).filter((entry) => entry.FieldName !== TimecardSearchField.Late),
        { FieldName: TimecardSearchField.Late, Value: LateState.Held },
      ],
    },
    { ...query },
  );
export const lateLinesKey = (fromDate: string, toDate: string) =>
  [...TIMECARDS_KEY, 'late', fromDate, toDate] as const;

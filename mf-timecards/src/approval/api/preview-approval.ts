import { api } from '@tac/api-client';
import { ApiPaths, type ApprovalPreview, type ApprovalSelection } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/** What an Approve or Reject of `selection` would do: the count shown before confirming. */
export const previewApproval = (selection: ApprovalSelection) =>
  api.post<ApprovalPreview>(ApiPaths.approval.preview, selection).then((answer) => answer.data);

export const approvalPreviewKey = (selection: ApprovalSelection) => ['approval-preview', selection] as const;

/** The preview of a selection; asked only while `enabled` (the confirm dialog is open). */
export const useApprovalPreview = (selection: ApprovalSelection, enabled: boolean) =>
  useQuery({
    queryKey: approvalPreviewKey(selection),
    queryFn: () => previewApproval(selection),
    enabled,
    staleTime: 0,
    meta: { quiet: true },
  });

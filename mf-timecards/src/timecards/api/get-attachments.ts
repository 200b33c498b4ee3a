import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type TimecardAttachment } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/**
 * A timecard's attachment images (spec 000 §7): GET /api/TimeCard/GetAttachmentsByTimeRecordId
 * with timeRecordId and deviceId; answers each attachmentName and a base64 image.
 */
export function getAttachments(
  timeRecordId: number,
  deviceId: number,
): Promise<Answer<TimecardAttachment[]>> {
  return api.get<TimecardAttachment[]>(ApiPaths.timecards.attachments, { timeRecordId, deviceId });
}

export const attachmentsKey = (timeRecordId: number, deviceId: number) =>
  ['timecards-attachments', timeRecordId, deviceId] as const;

/**
 * The Actual Work Notes images, asked for only when the timecard has some (`enabled`). Quiet: a
 * failed call shows no images, as the dialog did before the cache (nothing is told).
 */
export function useAttachments(timeRecordId: number, deviceId: number, enabled: boolean) {
  return useQuery({
    queryKey: attachmentsKey(timeRecordId, deviceId),
    queryFn: () => getAttachments(timeRecordId, deviceId).then((answer) => answer.data),
    enabled,
    meta: { quiet: true },
  });
}

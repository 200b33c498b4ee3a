import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type TimecardAttachment } from '@tac/contracts';

/**
 * A timecard's attachment images (spec 000 §7): GET /api/TimeCard/GetAttachmentsByTimeRecordId
 * with timeRecordId and deviceId; reads success and data (each attachmentName and a base64 image).
 */
export function getAttachments(
  timeRecordId: number,
  deviceId: number,
): Promise<Envelope<TimecardAttachment[]>> {
  return api.get<TimecardAttachment[]>(ApiPaths.timecards.attachments, { timeRecordId, deviceId });
}

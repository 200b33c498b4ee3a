import { type Answer, api } from '@tac/api-client';
import {
  ApiPaths,
  type SupervisorOverrideReasonItem,
  type SupervisorOverrideReasonSave,
} from '@tac/contracts';

/** Adds (no Id) or updates (Id) an override reason (spec 002 §7): POST { Id?, DisplayText, IsActive }. */
export function saveOverrideReason(
  body: SupervisorOverrideReasonSave,
): Promise<Answer<SupervisorOverrideReasonItem>> {
  return api.post<SupervisorOverrideReasonItem>(ApiPaths.supervisorOverrideReason.save, body);
}

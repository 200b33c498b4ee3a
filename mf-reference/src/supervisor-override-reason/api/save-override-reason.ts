import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type SupervisorOverrideReasonItem,
  type SupervisorOverrideReasonSave,
} from '@tac/contracts';

/** Adds (no Id) or updates (Id) an override reason (spec 002 §7): POST { Id?, DisplayText, IsActive }. */
export function saveOverrideReason(
  body: SupervisorOverrideReasonSave,
): Promise<Envelope<SupervisorOverrideReasonItem>> {
  return api.post<SupervisorOverrideReasonItem>(ApiPaths.supervisorOverrideReason.save, body);
}

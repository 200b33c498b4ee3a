import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SupervisorOverrideReasonById } from '@tac/contracts';

/**
 * One override reason by id (spec 002 §7 "Override reason by id"): GET ?supervisorOverrideReasonId=,
 * read data.supervisorOverrideReason[0].
 */
export function getOverrideReason(
  supervisorOverrideReasonId: number,
): Promise<Answer<SupervisorOverrideReasonById>> {
  return api.get<SupervisorOverrideReasonById>(ApiPaths.supervisorOverrideReason.byId, {
    supervisorOverrideReasonId,
  });
}

import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type StatusCodeItem } from '@tac/contracts';

/** One status code by id (spec 002 §7 "Status code by id"): GET ?statusCodeId=, data is the code. */
export function getStatusCode(statusCodeId: number): Promise<Answer<StatusCodeItem>> {
  return api.get<StatusCodeItem>(ApiPaths.statusCodeList.byId, { statusCodeId });
}

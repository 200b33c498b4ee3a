import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type SearchRequest, type TimecardRecord } from '@tac/contracts';

export interface TimecardQuery {
  /** dd-MM-yyyy HH:mm:ss, the first day at 00:00:00 (see common/dates.ts `queryDates`). */
  fromDate: string;
  /** dd-MM-yyyy HH:mm:ss, the last day at 23:59:59. */
  toDate: string;
}

/**
 * One page of timecards (spec 000 §7): POST /api/TimeCard/GetTimeCardDetails?fromDate&toDate with
 * { SearchText, Skip, Take }; reads success, data and totalCount. FieldNames: TimecardSearchField.
 */
export function getTimecards(
  query: TimecardQuery,
  request: SearchRequest,
): Promise<Envelope<TimecardRecord[]>> {
  return api.post<TimecardRecord[]>(ApiPaths.timecards.list, request, { ...query });
}

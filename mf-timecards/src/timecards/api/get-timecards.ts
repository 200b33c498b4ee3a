import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SearchRequest, type TimecardRecord } from '@tac/contracts';

export interface TimecardQuery {
  /** dd-MM-yyyy HH:mm:ss, the first day at 00:00:00 (see common/dates.ts `queryDates`). */
  fromDate: string;
  /** dd-MM-yyyy HH:mm:ss, the last day at 23:59:59. */
  toDate: string;
}

/**
 * One page of timecards (spec 000 §7): POST /api/TimeCard/GetTimeCardDetails?fromDate&toDate with
 * { SearchText, Skip, Take }; answers the rows and totalCount. FieldNames: TimecardSearchField.
 */
export function getTimecards(
  query: TimecardQuery,
  request: SearchRequest,
): Promise<Answer<TimecardRecord[]>> {
  return api.post<TimecardRecord[]>(ApiPaths.timecards.list, request, { ...query });
}

/**
 * The timecards list's key (usePagedList): one list per range, so a new range starts again at
 * page 1. Undefined dates: the range is invalid and the list is empty.
 */
export const timecardsKey = (fromDate: string | undefined, toDate: string | undefined) =>
  ['timecards', fromDate, toDate] as const;

/** The list of no timecards: what an invalid range shows, without asking the server. */
export const NO_TIMECARDS: Answer<TimecardRecord[]> = { data: [], message: '', totalCount: 0 };

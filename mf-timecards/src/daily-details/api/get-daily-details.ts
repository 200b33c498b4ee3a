import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DailyDetail, type SearchRequest } from '@tac/contracts';

/**
 * One page of daily details for all projects (spec 000 §7): POST /api/DailyDetails/GetDailyDetails
 * with query fromDate and toDate (dd-MM-yyyy HH:mm:ss) and { SearchText, Skip, Take }; answers the
 * rows and totalCount. FieldNames: DailyDetailSearchField.
 */
export function getDailyDetails(
  query: { fromDate: string; toDate: string },
  request: SearchRequest,
): Promise<Answer<DailyDetail[]>> {
  return api.post<DailyDetail[]>(ApiPaths.timecards.dailyDetails, request, { ...query });
}

/** The daily details list's key (usePagedList): one list per day, another day starts at page 1. */
export const dailyDetailsKey = (fromDate: string) => ['timecards-daily-details', fromDate] as const;

import { api } from '@tac/api-client';
import { ApiPaths, type DailyDetail, type Envelope, type SearchRequest } from '@tac/contracts';

/**
 * One page of daily details for all projects (spec 000 §7): POST /api/DailyDetails/GetDailyDetails
 * with query fromDate and toDate (dd-MM-yyyy HH:mm:ss) and { SearchText, Skip, Take }; reads
 * success, data and totalCount. FieldNames: DailyDetailSearchField.
 */
export function getDailyDetails(
  query: { fromDate: string; toDate: string },
  request: SearchRequest,
): Promise<Envelope<DailyDetail[]>> {
  return api.post<DailyDetail[]>(ApiPaths.timecards.dailyDetails, request, { ...query });
}

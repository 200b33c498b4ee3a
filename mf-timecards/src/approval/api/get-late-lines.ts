import { api } from '@tac/api-client';
import {
  ApiPaths,
  LateState,
  type SearchRequest,
  type TimecardRecord,
  TimecardSearchField,
} from '@tac/contracts';
import { TIMECARDS_KEY } from './keys.ts';

/**
 * One page of the Late list: the timecard list's own call, its search narrowed to the lines held
 * for a closed period (`lateState` Held). Keyed under the timecard lists, so a write refreshes it.
 */
export const getLateLines = (query: { fromDate: string; toDate: string }, request: SearchRequest) =>
  api.post<TimecardRecord[]>(
    ApiPaths.timecards.list,
    {
      ...request,
      SearchText: [
        ...(request.SearchText ?? []).filter((entry) => entry.FieldName !== TimecardSearchField.Late),
        { FieldName: TimecardSearchField.Late, Value: LateState.Held },
      ],
    },
    { ...query },
  );
export const lateLinesKey = (fromDate: string, toDate: string) =>
  [...TIMECARDS_KEY, 'late', fromDate, toDate] as const;

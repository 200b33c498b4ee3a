import { api } from '@tac/api-client';
import { ApiPaths, type FieldArrivals } from '@tac/contracts';
import { countSince } from '@tac/ui/table';

/**
 * The timecard lines devices pushed since a list was read (shared/docs/field-sync.md "The
 * console"): GET /api/Field/Arrivals?since, for the list's "N new — show".
 */
export const countNewTimecards = countSince(
  (since) => api.get<FieldArrivals>(ApiPaths.field.arrivals, { since }).then((answer) => answer.data),
  (arrivals) => arrivals.timecardLines,
);

import type { SearchRequest, SearchTextEntry } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { useCallback } from 'react';
import { employeeWeeksKey, getEmployeeWeeks, NO_EMPLOYEE_WEEKS } from './get-employee-weeks.ts';

/**
 * The employee-weeks of the query dates, server-paged, starting from the filters the line list had
 * (the two views share them). As the line list: an invalid range shows none without asking, and a
 * failed load leaves the rows shown (spec 000 §8).
 */
export function useEmployeeWeeks(
  fromDate: string | undefined,
  toDate: string | undefined,
  initialSearch: readonly SearchTextEntry[],
) {
  const fetchPage = useCallback(
    (request: SearchRequest) =>
      fromDate && toDate
        ? getEmployeeWeeks({ fromDate, toDate }, request)
        : Promise.resolve(NO_EMPLOYEE_WEEKS),
    [fromDate, toDate],
  );
  return usePagedList(employeeWeeksKey(fromDate, toDate), fetchPage, { onFailure: 'keep', initialSearch });
}

/**
 * What the timecards module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): the list's selection, so an export or a current-view CSV reads
 * exactly the rows the timecard list shows (scoped by auth/division-scope.ts's DivisionScope), and
 * the lines with what they name joined, for that CSV and the timecard reports.
 */

export { employeeWeekPages } from './employee-weeks.ts';
export { timecardSelectionWhere } from './list-search.ts';
export { heldOvertimeWeekCount, withWeekExceptions } from './week-exceptions.ts';
export { timecardsWithNames } from './with-names.ts';

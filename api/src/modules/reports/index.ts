/**
 * What the reports module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): whether a user may see a schedule, for its History; the schedules
 * its list shows, for the list's current view as CSV.
 */

export { scheduleListQuery } from './schedules/queries.ts';
export { visibleSchedule } from './schedules/visibility.ts';

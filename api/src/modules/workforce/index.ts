/**
 * What the workforce module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): an employee's name written once for every screen, PDF and search that
 * shows one; a device as the signed-in user may see it, for the field sync's enrolment code
 * (modules/field); and the three lists' queries with the user's workforce scope, so a current-view
 * CSV reads the rows the list shows.
 */
export { deviceListQuery, findDevice } from './device-queries.ts';
export { employeeListQuery } from './employee-queries.ts';
export { EMPLOYEE_SEARCH_TEXT, employeeFullName } from './names.ts';
export { projectListQuery } from './project-queries.ts';
export { workforceScope } from './scope.ts';

/**
 * What the security module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): the users its list shows, for the list's current view as CSV.
 */
export { securityUserListQuery } from './queries.ts';

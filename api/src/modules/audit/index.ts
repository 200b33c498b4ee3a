/**
 * What the audit module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): the Audit Log's query and the record kinds, for its current-view CSV.
 */
export { kindOfEntity } from './kinds.ts';
export { auditLogQuery } from './queries.ts';

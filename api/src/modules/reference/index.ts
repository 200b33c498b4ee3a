/**
 * What the reference module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): every reference list's definition and the rows its list shows, for
 * each list's current view as CSV.
 */
export { REFERENCE_LISTS } from './lists.ts';
export type { ListContext, ReferenceList } from './reference-list/definition.ts';
export { referenceListQuery } from './reference-list/queries.ts';

/**
 * What the reference module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): every reference list's definition and the rows its list shows, for
 * each list's current view as CSV; and the pay code rule every writer of a pay code applies.
 */
export { REFERENCE_LISTS } from './lists.ts';
export { checkPayCode, isKnownPayCode, lockedPayCodes } from './pay-code/known.ts';
export type { ListContext, ReferenceList } from './reference-list/definition.ts';
export { referenceListQuery } from './reference-list/queries.ts';

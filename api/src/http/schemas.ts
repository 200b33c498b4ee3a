/** Written once in contracts; re-exported only while the reference-list modules still import them from here. */
export { IdSchema, INT32_MAX } from '@tac/contracts/schemas';

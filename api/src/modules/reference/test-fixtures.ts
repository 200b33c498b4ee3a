/** What other modules' tests may use of the reference lists: each list's test case (its users, values, searches). */
export { LIST_CASES, type ListCase } from './testing/list-cases.ts';

// What the pay periods feature offers the rest of mf-timecards: the weeks a list starts with.
// Sibling features import from here, never from the files behind it.
export { defaultWeeks } from './rules.ts';

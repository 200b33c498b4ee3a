/**
 * Overtime worked out from the hours a week holds: the rule sets a division chooses, as definitions
 * (shared/docs/overtime.md; a new one: shared/docs/adding.md "A new overtime rule set").
 */
export * from './rule-sets.ts';
export * from './types.ts';
export * from './week-check.ts';

/**
 * Report schedules (spec 001 §2.4, §3.4, §3.5, §4.5, §5.4, §6 Reports, §9) and their run log: the
 * rules the mf-reports screen and the API both apply as plain functions, so both refuse the same
 * input with the same words (shared/docs/architecture.md "Rules written once"). One file a job;
 * message texts are in `ReportMessages` (messages.ts).
 */
export * from './catalogue.ts';
export * from './limits.ts';
export * from './list-labels.ts';
export * from './messages.ts';
export * from './period.ts';
export * from './recipients.ts';
export * from './schedule-check.ts';
export * from './schedule-save.ts';
export * from './timing.ts';
export * from './types.ts';

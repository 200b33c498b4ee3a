/**
 * What the payroll module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): whether payroll has been sent a line, for the correction that takes a
 * line payroll rejected back into the loop (modules/timecards/approval).
 */
export { sentToPayroll } from './sent.ts';

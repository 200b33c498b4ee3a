import { ApiPaths } from '@tac/contracts';

/**
 * Operations the suites that walk the whole OpenAPI document (the authorization matrix, bad input)
 * must find by name: the approval loop, the week by employee and its overtime, pay periods and their week settings and close reminders, payroll export, the T&M voucher lifecycle and log, the audit log, the field sync and
 * health. A walk of the document covers a route added later by itself; this list makes sure these
 * stay in the walk (a route left out of the document, or hidden from it, fails the walk's test).
 */
export const WALKED_BY_NAME: readonly (readonly ['GET' | 'POST', string])[] = [
  ['POST', ApiPaths.approval.preview],
  ['POST', ApiPaths.approval.decide],
  ['POST', ApiPaths.approval.correct],
  ['GET', ApiPaths.approval.lineTaskCodes],
  ['POST', ApiPaths.approval.resolveException],
  ['POST', ApiPaths.approval.resolveWeekOvertime],
  ['POST', ApiPaths.approval.reviewLate],
  ['GET', ApiPaths.approval.periods],
  ['POST', ApiPaths.approval.close],
  ['POST', ApiPaths.approval.reopen],
  ['POST', ApiPaths.employeeWeeks.list],
  ['GET', ApiPaths.employeeWeeks.settings],
  ['POST', ApiPaths.employeeWeeks.saveSettings],
  ['GET', ApiPaths.currentView.employeeWeeks],
  ['GET', ApiPaths.closeReminders.preference],
  ['POST', ApiPaths.closeReminders.savePreference],
  ['POST', ApiPaths.payroll.preview],
  ['POST', ApiPaths.payroll.create],
  ['GET', ApiPaths.payroll.list],
  ['GET', ApiPaths.payroll.lines],
  ['GET', ApiPaths.payroll.totals],
  ['GET', ApiPaths.payroll.mappings],
  ['POST', ApiPaths.payroll.saveMapping],
  ['GET', ApiPaths.payroll.file],
  ['POST', ApiPaths.payroll.markProcessed],
  ['POST', ApiPaths.payroll.cancel],
  ['POST', ApiPaths.vouchers.approveForReview],
  ['POST', ApiPaths.vouchers.close],
  ['POST', ApiPaths.vouchers.reopen],
  ['POST', ApiPaths.vouchers.tmLog],
  ['POST', ApiPaths.vouchers.tmLogSummary],
  ['GET', ApiPaths.currentView.tmLog],
  ['POST', ApiPaths.audit.log],
  ...Object.values(ApiPaths.audit.history).map((path) => ['GET', path] as const),
  ['POST', ApiPaths.field.enrol],
  ['POST', ApiPaths.field.pull],
  ['POST', ApiPaths.field.push],
  ['POST', ApiPaths.field.attachment],
  ['GET', ApiPaths.field.arrivals],
  ['GET', ApiPaths.health.live],
  ['GET', ApiPaths.health.ready],
];

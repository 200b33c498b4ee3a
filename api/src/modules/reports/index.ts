/**
 * What the reports module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): whether a user may see a schedule, for its History; the schedules
 * its list shows, for the list's current view as CSV.
 */

/** The report mailer (SMTP, or the outbox), which the voucher signing request's mail goes through too. */
export { createMailer, type Mailer } from './mail/mailer.ts';
/** A mail the scheduler sends by itself when due: the signing requests' reminders and digest are such. */
export type { MailDuty } from './scheduler/mail-duties.ts';
export { scheduleListQuery } from './schedules/queries.ts';
export { visibleSchedule } from './schedules/visibility.ts';

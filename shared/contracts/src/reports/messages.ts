/**
 * Report schedules (spec 001 §2.4, §4.5, §5.4, §8): the spec names the constants and leaves their
 * texts unshown; each key's comment names its constant.
 */
export const ReportMessages = {
  /** Inline '<Field> is required' (spec 001 §5.4), the field as its label reads. */
  required: (field: string) => `${field} is required`,
  scheduleNameTooLong: (max: number) => `Schedule Name must be at most ${max} characters`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  notWholeNumber: (field: string) => `${field} must be a whole number`,
  unknownReportType: 'Report Type: choose one of the listed report types',
  /** PLEASE_ENTER_VALID_EMAIL: an added recipient e-mail is not an e-mail address. */
  invalidEmail: 'Please enter a valid email address',
  /** ENTER_EMAIL_ALREADY_SELECTED */
  emailAlreadySelected: 'This email address is already selected',
  /** ALL_PROJECT_INVALID_OPTION */
  allProjectsCombined:
    "The chosen project is invalid, as you have already chosen 'All Projects' as an option.",
  /** PLEASE_ENTER_VALID_END_DATE: the end offset lies before the start offset. */
  endAfterStart: 'Please enter a valid end date: the end day cannot be further back than the start day',
  /** DATE_RAGE_VALIDATION (the constant's spelling is the spec's). */
  dateRange: 'The specified date range has an ending date that is earlier than the start date!.',
  /** ENTER_VALID_EMAIL: no recipient with a valid e-mail address. */
  noValidRecipient: 'Please enter at least one valid email address',
  /** The start offset is not a whole number of days from 1 to 28 (0 only for daily runs). */
  invalidStartDate: 'Please enter a valid start date: 1 to 28 days back',
  invalidEndDate: 'Please enter a valid end date: 1 to 28 days back',
  invalidFromDate: 'From Date must be a real date, not after today',
  invalidToDate: 'To Date must be a real date, not after today',
  invalidWeekday: 'Day must be a weekday from Sunday to Saturday',
  invalidDateInMonth: 'Date must be a day of the month from 1 to 31',
  invalidHour: 'Hour must be now or an hour from 3 to 11',
  invalidMinute: 'Minute must be from 0 to 59, and 0 from hour 11',
  /** The note beside a disabled project or division list (spec 001 §2.4). */
  contactSupport:
    'This report includes projects or divisions you do not have access to, so you cannot change them. Please contact support to change them.',
  /**
   * Anything but seeing it, on a schedule that names projects or divisions outside the user's
   * access or has a type their role may not choose: its runs, files, save, Run now, Re-send, delete.
   */
  restricted:
    'This report includes projects, divisions or a report type you do not have access to, so you can only see it. Please contact support to change it.',
  tooManyRecipients: (max: number) => `Send Report To: a schedule may have at most ${max} recipients`,
  dateSpanTooLong: (days: number) => `From Date: a date range may cover at most ${days} days`,
  sendsHeld: (max: number, minutes: number) =>
    `You have asked for ${max} reports to be sent at once (by Run now, Re-send or a schedule added to run now) in the last ${minutes} minutes; please try again in a few minutes`,
  addsHeld: (max: number, minutes: number) =>
    `You have added ${max} report schedules in the last ${minutes} minutes; please try again in a few minutes`,
  /** Run now or Re-send of a paused schedule (shared/docs/remotes/reports.md "Paused schedules"). */
  schedulePaused:
    'This schedule is paused (the list says why); a save by a user whose access covers it resumes it',
  /** Why a schedule is paused: its owner, the user who last saved it, may no longer send it. */
  ownerLostAccess: (owner: string, what: string) =>
    `${owner}, who last saved this schedule, no longer has access to ${what}`,
  ownerInactive: (owner: string) => `${owner}, who last saved this schedule, is no longer an active user`,
  ownerTypeRefused: (owner: string, what: string) =>
    `${owner}, who last saved this schedule, may no longer schedule ${what}`,
  ownerUnknown: 'No user who saved this schedule is on record any more',
  /** After the reason, on the list and in the owner's notice. */
  pausedResume: 'A save by a user whose access covers a paused schedule resumes it.',
  /** A run not sent because its schedule is paused: the run log's reason. */
  runPaused: (reason: string) => `Not sent: the schedule is paused. ${reason}.`,
  ownerTold: (email: string) => `${email} was told by e-mail.`,
  /** The notice to the owner of a schedule that was paused. */
  pausedNoticeSubject: (scheduleName: string) => `Report schedule paused: ${scheduleName}`,
  runStillRunning: 'This run is still being sent; it can be re-sent once it has finished',
  alreadySending: 'This report is being sent already; try again once that run has finished',
  ranNow: 'The report was queued to be sent now',
  /** A run whose attempt outlived its limit: its worker is gone, and pg-boss hands it out again. */
  runStalled:
    'The worker sending this run stopped answering (its server may have stopped); it is queued to be tried again shortly.',
  reportTypeNotAllowed: 'Report Type: your role cannot schedule this report type',
  allProjectsNotAllowed: 'All Projects can be chosen only by administrators, for attestation reports',
  unknownProjects: 'Projects: some selected projects do not exist or are not yours',
  unknownDivisions: 'Divisions: some selected divisions do not exist or are not yours',
  unknownTaskCodes: 'Task Codes: some selected task codes do not belong to the selected projects',
  unknownRecipients: 'Send Report To: some selected employees or users do not exist',
  delegateNotAllowed: (name: string) => `Report Delegate: ${name} cannot be a delegate of this report type`,
  unknownDelegates: 'Report Delegate: some selected users do not exist or are inactive',
  addNotAllowed: 'Adding a report schedule needs the report add permission',
  editNotAllowed: 'Editing a report schedule needs the report edit permission',
  deleteConfirm: 'Are you sure? Do you want to delete this Report Schedule?',
  saved: 'Saved successfully',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  notFound: 'Report schedule not found',
  runNotFound: 'Report run not found',
  fileNotFound: 'Report file not found',
  resent: 'The report was queued to be sent again',
} as const;

/**
 * Every user-visible message text in one place. Texts the spec quotes are exact; texts the spec leaves
 * unshown ("exact wording not shown") are written here once.
 */
export const Messages = {
  appTitle: 'TIME ADMIN CONSOLE',
  version: '11.2.0',
  copyrightYear: 2025,
  pageNotFound: 'Page Not Found !',
  noResultFound: 'No Result Found',
  /** Spec 002 §2 quotes the reference lists' notice in lower case. */
  referenceNoResult: 'no result found',
  sectionUnavailable: 'This section is unavailable',
  login: {
    userNameRequired: 'User name is required!',
    passwordRequired: 'Password is required!',
    invalid: 'Invalid User Name or Password',
    success: 'Logged In Successfully',
    otherTab: (name: string) =>
      `${name} has logged in another tab, please log out and log in as another user`,
    sessionExpired: 'Your session has ended. Please sign in again.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
    loggedOut: 'Logged out successfully',
    networkError: 'The server could not be reached. Please check your connection and try again.',
    /**
     * TAC_PASSWORD_SIGN_IN=admin-only: every refused password sign-in, whether the name is unknown,
     * not a SystemAdmin's or its password wrong, so the answer tells no account apart.
     */
    passwordSignInOff:
      'Invalid User Name or Password. Password sign-in is for system administrators only; everyone else, please sign in with single sign-on.',
  },
  /** Single sign-on and its landing (spec 000 §2 "Login landing screen"). */
  sso: {
    button: 'Sign in with single sign-on',
    /** Spec 000 §2: an unknown or inactive user (and here an e-mail the provider has not verified). */
    userNotFound: 'OOPS! User account was not found ...',
    emailNotVerified:
      'Your sign-in provider has not verified your e-mail address, so it cannot sign you in here.',
    welcome: (name: string) => `Welcome ${name}`,
    signingIn: 'Signing you in…',
    codeRefused: 'This sign-in link has expired or was already used. Please sign in again.',
    failed: 'Single sign-on did not complete. Please try again.',
    notConfigured: 'Single sign-on is not configured.',
  },
  forbidden: 'You do not have permission to do this.',
  /** Escape or a click outside a dialog whose fields were changed asks before throwing them away. */
  discardChanges: {
    title: 'Discard changes?',
    message: 'You have changes that are not saved. Close and discard them?',
    confirm: 'Discard',
    cancel: 'Keep editing',
  },
  confirmHeader: 'Confirmation',
  /** A failed call whose answer carried no message of its own (spec 002 §7: every call's outcome shows). */
  requestFailed: 'The request could not be completed. Please try again.',
  /**
   * A server error (5xx) that came without the API's envelope, e.g. from a proxy in front of it: the
   * status line means nothing to the person signing in; waiting or telling support does.
   */
  serverTrouble:
    'The server is having trouble and could not answer. Please try again in a few minutes; if it keeps happening, contact your support team.',
  /**
   * Under a server fault's toast: the id an operator finds the call's log lines by
   * (shared/docs/operations.md "Following a request"), for the person to read out or screenshot.
   */
  requestReference: (requestId: string) => `Reference for support: ${requestId}`,
  /**
   * A From/To date range (spec 000 §5 word for word; spec 002 §5 uses the same three for vouchers).
   * The timecard screens keep their own copy of these texts for now.
   */
  dateRange: {
    fromRequired: 'Please select from date',
    toRequired: 'Please select to date',
    endBeforeStart: 'The specified date range has an ending date that is earlier than the start date!.',
  },
  /** T&M vouchers (spec 002 §5, §8): server answers the screens show as they come. */
  vouchers: {
    notFound: 'T&M voucher not found',
    /** The revision list names one voucher by these four SearchText entries. */
    revisionKeyRequired: 'SearchText must hold deviceId, projectId, taskCodeID and TMVoucherNumber',
  },
  materialList: {
    required: 'Please enter material name',
    tooLong: 'Material name must be at most 50 characters',
    duplicate: 'A material with this name already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Material List?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Material not found',
  },
  forecast: {
    required: 'Please enter forecast date',
    invalidDate: 'Forecast date must be a real date written as YYYY-MM-DD',
    invalidPreviousDate: 'previousForecastDate must be a real date written as YYYY-MM-DD',
    pastDate: 'Forecast date cannot be in the past',
    pastNotEditable: 'A forecast date that has passed cannot be edited',
    changedMeanwhile: 'This forecast was changed by someone else. Please reload the list and try again.',
    duplicate: 'This forecast date already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Forecast?',
    saved: 'Saved successfully',
    /** Spec 002 §8 quotes this one exactly, lower-case "u" included. */
    updated: 'updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Forecast not found',
  },
  division: {
    required: 'Please enter division name',
    tooLong: 'Division name must be at most 50 characters',
    duplicate: 'A division with this name already exists',
    /** Divisions are edited only; a save without a division id would be an add. */
    editOnly: 'Divisions cannot be added here; choose a division to edit',
    updated: 'Updated successfully',
    notFound: 'Division not found',
  },
  payrollNote: {
    required: 'Please enter payroll option name',
    tooLong: 'Payroll option name must be at most 50 characters',
    duplicate: 'A payroll note with this name already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Payroll note?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Payroll note not found',
  },
  equipmentList: {
    required: 'Please enter equipment name',
    tooLong: 'Equipment name must be at most 50 characters',
    duplicate: 'Equipment with this name already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Equipment List?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Equipment not found',
  },
  statusCodeList: {
    /** One text for a missing initial or description (spec 002 §5). */
    required: 'Please enter status code',
    /** The server's answers name the field the screen's single message leaves implicit. */
    initialRequired: 'Please enter status code: the initial is required',
    descriptionRequired: 'Please enter status code: the description is required',
    initialTooLong: 'Status code initial must be at most 3 characters',
    descriptionTooLong: 'Status code description must be at most 50 characters',
    duplicate: 'A status code with this initial already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Status Code?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Status code not found',
  },
  supervisorOverrideReason: {
    required: 'Please enter supervisor override reason',
    tooLong: 'Supervisor override reason must be at most 50 characters',
    duplicate: 'This supervisor override reason already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Supervisor override reason?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Supervisor override reason not found',
  },
  /** The Pay Code List (not in the spec) and the refusal of a code it does not hold. */
  payCodeList: {
    codeRequired: 'Please enter pay code: the code is required',
    descriptionRequired: 'Please enter pay code: the description is required',
    codeTooLong: 'Pay code must be at most 10 characters',
    codeCharacters: 'Pay code may hold only letters, digits, - and _',
    descriptionTooLong: 'Pay code description must be at most 50 characters',
    countsAsRequired: 'CountsAs must be Regular, Overtime or DoubleTime',
    duplicate: 'A pay code with this code already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Pay Code?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Pay code not found',
    /** A correction, a device's line or labour, or a batch line names a code the list does not hold. */
    unknown: (field: string, code: string) => `${field}: '${code}' is not a pay code of the Pay Code List`,
    /** A correction chooses a code the office has retired. */
    inactive: (field: string, code: string) => `${field}: pay code '${code}' is inactive`,
  },
  /** Projects (spec 001 §2.1, §5.2): texts the spec leaves unshown are this design's. */
  projects: {
    gcTooLong: 'GC must be at most 50 characters',
    statusRequired: 'Please select project status',
    /** Spec 001 §6: gc is editable only for Contribute, SystemAdmin and Administrator. */
    gcNotAllowed: 'Only Contribute, SystemAdmin and Administrator users can change the gc',
    statusNotAllowed: 'Changing the project status needs the project status edit permission',
    saveNotAllowed: 'Saving a project needs the project status edit permission or the Contribute role',
    inactiveNoDevices: 'Devices can be assigned to active projects only',
    updated: 'Updated successfully',
    devicesAssigned: 'Devices assigned successfully',
    notFound: 'Project not found',
  },
  /** Employees (spec 001 §2.2, §5.1): the spec names the constants and leaves their texts unshown. */
  employees: {
    /** PLEASE_ENTER_EMPLOYEE_EMAIL: manager access is on and no e-mail was given. */
    emailRequired: 'Please enter employee email',
    /** PLEASE_ENTER_VALID_EMAIL */
    emailInvalid: 'Please enter valid email',
    nameRequired: 'Please enter employee name',
    numberRequired: 'Please enter employee number',
    statusRequired: 'Please select employee status',
    titleRequired: 'Please enter job title',
    hireDateRequired: 'Please enter hire date',
    hireDateInvalid: 'Please enter hire date as MM/DD/YYYY',
    divisionRequired: 'Please select division',
    unionNumberRequired: 'Please enter union number',
    projectNumberRequired: 'Please enter project number',
    unknownDivision: 'Division: the selected division is not one of yours',
    unknownProject: (projectNumber: string) =>
      `Project number ${projectNumber} is not an active project of yours`,
    duplicateNumber: 'An employee with this employee number already exists',
    importedLocked:
      'This employee was imported: name, number, title, hire date, union number and status come from the import',
    addNotAllowed: 'Adding an employee needs the employee add permission',
    editNotAllowed: 'Editing an employee needs the employee edit permission',
    statusNotAllowed: 'Changing the employee status needs the employee status edit permission',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    devicesAssigned: 'Devices assigned successfully',
    notFound: 'Employee not found',
  },
  /** Devices (spec 001 §2.3, §5.3, §8). */
  devices: {
    /** Spec 001 §8 quotes both in lower case. */
    selectEmployeeEmail: 'please select employee email',
    updated: 'updated successfully',
    statusRequired: 'Please select device status',
    signatureNotAllowed: 'Only Administrator and SystemAdmin users can change the signature permission',
    attestationNotAllowed: 'Changing attestation needs the device attestation edit permission',
    statusNotAllowed: 'Saving device details needs the device status edit permission',
    employeeNotAllowed: "Changing the device's employee needs the device status edit permission",
    unknownEmployee: 'The selected employee is not an active employee of yours',
    unknownEmployees: 'Some selected employees do not exist or are not yours',
    unknownProjects: 'Some selected projects do not exist or are not yours',
    unknownDevices: 'Some selected devices do not exist or are not yours',
    copyModeRequired: 'Choose Replace or Append',
    copySourceRequired: 'Please select at least one source device',
    assigned: 'Assignment saved successfully',
    copied: 'Assignment copied successfully',
    notFound: 'Device not found',
  },
  /**
   * Report schedules (spec 001 §2.4, §4.5, §5.4, §8): the spec names the constants and leaves their
   * texts unshown; each key's comment names its constant.
   */
  reports: {
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
  },
  /** CSV import of employees and of projects with task codes (not in the spec). */
  workforceImport: {
    systemAdminOnly: 'Only a SystemAdmin can import',
    empty: 'The file has no rows to import',
    tooManyRows: (max: number) => `A file may hold at most ${max} rows`,
    unreadable: (reason: string) => `The file is not a readable CSV: ${reason}`,
    missingColumn: (column: string) => `The file has no '${column}' column`,
    undecodable: (line: number) =>
      `Line ${line} has characters that could not be read: save the file as CSV UTF-8 and choose it again`,
    duplicateColumn: (column: string) => `The file names the '${column}' column more than once`,
    rowsInvalid: (count: number) => `${count} row(s) are not valid; nothing was imported`,
    imported: (created: number, updated: number) => `Imported: ${created} added, ${updated} updated`,
    required: (column: string) => `${column} is required`,
    tooLong: (column: string, max: number) => `${column} must be at most ${max} characters`,
    /** `problem` is one of TextProblem's (text.ts). */
    badText: (column: string, problem: string) => `${column} ${problem}`,
    numberChars: (column: string) => `${column} may hold only letters, digits and '-'`,
    statusInvalid: "Status must be 'active' or 'inactive'",
    flagInvalid: (column: string) => `${column} must be yes or no`,
    hireDateInvalid: 'HireDate must be a real date written MM/DD/YYYY',
    unknownDivision: (name: string) => `Division '${name}' is not one of your active divisions`,
    unknownProject: (number: string) => `Project number ${number} is not one of your projects`,
    repeated: (what: string, line: number) => `${what} is already on line ${line}`,
    notYours: (what: string) => `${what} belongs to a division you cannot see`,
    projectDiffers: (column: string, line: number) =>
      `${column} differs from line ${line} of the same project`,
  },
} as const;

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
  },
  forbidden: 'You do not have permission to do this.',
  confirmHeader: 'Confirmation',
  /** A failed call whose answer carried no message of its own (spec 002 §7: every call's outcome shows). */
  requestFailed: 'The request could not be completed. Please try again.',
  material: {
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
  equipment: {
    required: 'Please enter equipment name',
    tooLong: 'Equipment name must be at most 50 characters',
    duplicate: 'Equipment with this name already exists',
    deleteConfirm: 'Are you sure? Do you want to delete this Equipment List?',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    notFound: 'Equipment not found',
  },
  statusCode: {
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
} as const;

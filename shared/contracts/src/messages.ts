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
} as const;

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
} as const;

/**
 * The line under a server fault's message that names the request (the id its answer carried), so a
 * screenshot of the error leads an operator to its log lines; none for a refusal the person can act
 * on themselves. An ApiError of @tac/api-client, known by its shape: the design system's toasts and
 * a page drawn without it (the customer's signing page) tell a fault alike.
 */
export function faultReference(error: Error): string | undefined {
  const { status, requestId } = error as { status?: unknown; requestId?: unknown };
  return typeof status === 'number' && status >= 500 && typeof requestId === 'string' && requestId
    ? Messages.requestReference(requestId)
    : undefined;
}

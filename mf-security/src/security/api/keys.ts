/** The users lists in the server-state cache, one per status below it: a write refreshes both. */
export const SECURITY_USERS_KEY = ['security-users'] as const;

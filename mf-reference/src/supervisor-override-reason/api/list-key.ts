/** The Supervisor Override Reason List in the server-state cache: its pages are cached under it, and a save or delete refreshes it. */
export const OVERRIDE_REASON_LIST_KEY = ['reference-list', 'supervisor-override-reasons'] as const;

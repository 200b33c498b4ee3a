/** The Payroll Note List in the server-state cache: its pages are cached under it, and a save or delete refreshes it. */
export const PAYROLL_NOTE_LIST_KEY = ['reference-list', 'payroll-notes'] as const;

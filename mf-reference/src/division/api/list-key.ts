/** The Divisions list in the server-state cache: its pages are cached under it, and a save or delete refreshes it. */
export const DIVISION_LIST_KEY = ['reference-list', 'divisions'] as const;

/** The Equipment List list in the server-state cache: its pages are cached under it, and a save or delete refreshes it. */
export const EQUIPMENT_LIST_KEY = ['reference-list', 'equipment'] as const;

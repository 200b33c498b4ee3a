/** The Material List list in the server-state cache: its pages are cached under it, and a save or delete refreshes it. */
export const MATERIAL_LIST_KEY = ['reference-list', 'materials'] as const;

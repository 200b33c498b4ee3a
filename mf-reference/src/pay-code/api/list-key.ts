/** The Pay Code List list in the server-state cache: its pages are cached under it, and a save or delete refreshes it. */
export const PAY_CODE_LIST_KEY = ['reference-list', 'pay-codes'] as const;

/** Material list item (spec 002 §3). Saved with Id, DisplayText. */
export interface MaterialListItem {
  id: number;
  displayText: string;
}
export interface MaterialSave {
  Id?: number | null;
  DisplayText: string;
}

export const REFERENCE_TEXT_MAX = 50;

/** The display text rule shared by browser and server: trimmed, required, at most 50 characters. */
export function normalizeReferenceText(value: string): string {
  return value.trim();
}

/**
 * SearchText FieldName values the Material List accepts (spec 002 §7 leaves the strings unshown).
 * The server matches FieldName ignoring case and answers 400 for a name it does not know.
 */
export const MaterialListSearchField = { DisplayText: 'displayText' } as const;

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

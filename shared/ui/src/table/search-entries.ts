import type { SearchTextEntry } from '@tac/contracts';

/** Filter values by field name, as the search boxes hold them. */
export type SearchDrafts = Readonly<Record<string, string>>;

/**
 * The SearchText to send: one entry per box that has text, in column order, trimmed (a stray space
 * should not change the result). Empty boxes are left out rather than sent as ''.
 */
export function searchEntries(fieldNames: readonly string[], drafts: SearchDrafts): SearchTextEntry[] {
  const entries: SearchTextEntry[] = [];
  for (const FieldName of fieldNames) {
    const Value = (drafts[FieldName] ?? '').trim();
    if (Value) entries.push({ FieldName, Value });
  }
  return entries;
}

export function draftsFrom(entries: readonly SearchTextEntry[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.FieldName, entry.Value]));
}

export function sameSearch(a: readonly SearchTextEntry[], b: readonly SearchTextEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => entry.FieldName === b[i]?.FieldName && entry.Value === b[i]?.Value)
  );
}

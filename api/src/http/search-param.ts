import { CurrentViewMessages, type SearchTextEntry, textProblem } from '@tac/contracts';
import { ApiError } from './envelope.ts';

const MAX_ENTRIES = 20;
const LIMITS = { FieldName: 100, Value: 200 } as const;

/**
 * A list's SearchText carried as JSON in a download's query (`search`), held to the same rules as
 * the list's body: at most 20 entries, FieldName and Value strings within their lengths, and the
 * text rules of every field (a 400 naming the entry and field, before anything is read).
 */
export function parseSearchParam(text: string | undefined): SearchTextEntry[] {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, CurrentViewMessages.searchNotJson);
  }
  if (!Array.isArray(value) || value.length > MAX_ENTRIES)
    throw new ApiError(400, CurrentViewMessages.searchNotJson);
  return value.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new ApiError(400, CurrentViewMessages.searchNotJson);
    const record = entry as Record<string, unknown>;
    for (const field of ['FieldName', 'Value'] as const) {
      const item = record[field];
      if (typeof item !== 'string')
        throw new ApiError(400, CurrentViewMessages.searchField(index, field, 'must be a string'));
      if (item.length > LIMITS[field])
        throw new ApiError(
          400,
          CurrentViewMessages.searchField(index, field, `must be at most ${LIMITS[field]} characters`),
        );
      const problem = textProblem(item, { singleLine: true });
      if (problem) throw new ApiError(400, CurrentViewMessages.searchField(index, field, problem));
    }
    return { FieldName: record.FieldName as string, Value: record.Value as string };
  });
}

import { isCalendarDate } from './calendar.ts';
import type { PickedRange } from './date-range.ts';
import type { SearchTextEntry } from './envelope.ts';
import { TimecardSearchField } from './timecards.ts';

/** The Timecards screen's two views of the same range and filters (shared/docs/overtime.md). */
export const TIMECARD_VIEWS = ['lines', 'employees'] as const;
export type TimecardView = (typeof TIMECARD_VIEWS)[number];

/** What a link to the Timecards screen may say: its range, its view, and column filters by FieldName. */
export interface TimecardLink {
  range?: PickedRange;
  view?: TimecardView;
  search?: readonly SearchTextEntry[];
}

const FIELD_NAMES: ReadonlySet<string> = new Set(Object.values(TimecardSearchField));

/**
 * The path of the Timecards screen opened on a range, a view and filters: what a mail (the close
 * reminders) links to. `?from=YYYY-MM-DD&to=YYYY-MM-DD&view=employees&exceptions=Blocking`.
 */
export function timecardLink({ range, view, search = [] }: TimecardLink): string {
  const params = new URLSearchParams();
  if (range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  if (view) params.set('view', view);
  for (const entry of search) params.set(entry.FieldName, entry.Value);
  const query = params.toString();
  return query ? `/TimeCard?${query}` : '/TimeCard';
}

/**
 * What a link's query asks of the Timecards screen; anything it cannot read (a bad date, an unknown
 * view or field) is left out, and the screen opens as it would without it.
 */
export function readTimecardLink(query: URLSearchParams): TimecardLink {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const view = TIMECARD_VIEWS.find((v) => v === query.get('view'));
  const search = [...query.entries()]
    .filter(([name, value]) => FIELD_NAMES.has(name) && value.trim() !== '')
    .map(([FieldName, Value]) => ({ FieldName, Value }));
  return {
    ...(isCalendarDate(from) && isCalendarDate(to) && from <= to ? { range: { from, to } } : {}),
    ...(view ? { view } : {}),
    search,
  };
}

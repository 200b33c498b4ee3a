import { formatCalendarDate, formatDateTime } from '../display-formats.ts';
import type { AuditField } from './field.ts';

/** Shown for a field the record did not have on that side (created, deleted, or added later). */
export const NO_VALUE = '—';
const BLANK = '(blank)';
const NONE = '(none)';

/** A key as words: 'payCodes' and 'pay_codes' read 'Pay codes'. */
export function keyInWords(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A pull's { list: { upserts, removals } } as 'Pay codes 6, Projects 2 (1 removed)'. */
function syncCountsText(value: Record<string, unknown>): string {
  const lists = Object.entries(value).map(([list, counts]) => {
    const { upserts = 0, removals = 0 } = isRecord(counts) ? counts : {};
    return `${keyInWords(list)} ${upserts}${removals ? ` (${removals} removed)` : ''}`;
  });
  return lists.length === 0 ? NONE : lists.join(', ');
}

/** An object no field describes, as 'Key: value' pairs in words (never JSON). */
function summaryText(value: Record<string, unknown>): string {
  const pairs = Object.entries(value).map(
    ([key, inner]) => `${keyInWords(key)}: ${auditValueText(undefined, inner)}`,
  );
  return pairs.length === 0 ? NONE : pairs.join('; ');
}

function itemText(field: AuditField | undefined, value: unknown): string {
  if (value === undefined || value === null) return NO_VALUE;
  const reads = field?.reads ?? 'text';
  const choices = field?.choices;
  if (choices && Object.hasOwn(choices, String(value))) return choices[String(value)] as string;
  if (typeof value === 'string') {
    if (value === '') return field?.blank ?? BLANK;
    if (choices && value.includes(','))
      return value
        .split(',')
        .map((part) => itemText(field, part.trim()))
        .join(', ');
    if (reads === 'date') return formatCalendarDate(value) || value;
    if (reads === 'instant') return formatDateTime(value) || value;
    return value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return reads === 'bytes' ? sizeText(value) : String(value);
  if (isRecord(value)) {
    if (field?.item) return itemText(undefined, value[field.item]);
    return reads === 'syncCounts' ? syncCountsText(value) : summaryText(value);
  }
  return String(value);
}

/**
 * A value as one line of text, as its field describes it (undefined: a field no kind describes). A
 * list reads each item and joins them; an id the API did not name (it always does) reads as itself.
 */
export function auditValueText(field: AuditField | undefined, value: unknown): string {
  if (value === undefined || value === null) return NO_VALUE;
  if (!Array.isArray(value)) return itemText(field, value);
  if (field?.reads === 'count') return String(value.length);
  return value.length === 0 ? NONE : value.map((item) => itemText(field, item)).join(', ');
}

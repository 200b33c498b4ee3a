import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import type { Cell, CellFormat } from './definition.ts';

/** A number as the reports print it: at most two decimals, no trailing zeros (8, 1.5, 0.33). */
/**
 * A device name of the longest usual shape (crew, number, user, kind): a device column is never
 * narrower, so a name is not broken across lines.
 */
export const DEVICE_NAME_SAMPLE = 'CREW_000_WHERNANDEZ_PHN';

export const decimal = (value: number) => String(Math.round(value * 100) / 100);

/** A cell as the PDF and the CSV show it; instants in the business time zone `timeZone`. */
export function formatCell(value: Cell, format: CellFormat | undefined, timeZone: string): string {
  if (value === null) return '';
  switch (format ?? 'text') {
    case 'date':
      return formatCalendarDate(String(value));
    case 'instant':
      return formatDateTime(String(value), timeZone);
    case 'number':
      return decimal(Number(value));
    case 'count':
      return String(Math.round(Number(value)));
    case 'yesNo':
      return value === true || value === 'true' ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

/** 'Unit Notes Report …' → 'unit-notes-report-…', for file names. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** '11/16/26 - 11/22/26' */
export const periodText = (period: { from: string; to: string }) =>
  `${formatCalendarDate(period.from)} - ${formatCalendarDate(period.to)}`;

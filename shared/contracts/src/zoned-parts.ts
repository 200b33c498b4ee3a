/**
 * Reads an instant's date and time fields in a time zone with one Intl format per zone ('' is the
 * runtime's own), kept: building a format costs far more than using it (a seed asks thousands of
 * times). Plain Intl, no date library: contracts stay free of dependencies.
 */
export function zonedPartsReader(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (instant: Date, timeZone?: string) => Record<string, string> {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (instant, timeZone) => {
    const key = timeZone ?? '';
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(key, format);
    }
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
    return parts;
  };
}

/** Month, day, hour and minute as two digits, as both the wall clock and the display formats read them. */
export const TWO_DIGIT_DAY_AND_TIME = {
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * The enrolment dialog's and the sync columns' words as plain functions (shared/docs/field-sync.md
 * "The console").
 */

/** The code in two groups of five, easier to read out and type; the server ignores the hyphen. */
export function groupedCode(code: string): string {
  return code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/** Whole seconds left before `expiresAt` (an ISO instant), never below 0. */
export function secondsLeft(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A countdown as m:ss. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The Last Sync cell: the instant in the browser's zone as month, day and time (the year would cost
 * the narrow column its width; a sync is recent or the device is idle), or 'Never'.
 */
export function lastSyncText(lastSyncAt: string, locale?: string): string {
  if (!lastSyncAt) return 'Never';
  const at = new Date(lastSyncAt);
  if (Number.isNaN(at.getTime())) return 'Never';
  return at.toLocaleString(locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

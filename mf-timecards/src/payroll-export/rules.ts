import {
  type PayPeriod,
  type PayrollBatch,
  type PayrollBatchPreview,
  type PayrollLayout,
  PayrollMessages,
  payrollLayout,
} from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import type { CellGlyph } from '@tac/ui/table';

/** The weeks and divisions a batch can be made of: those of the pay periods listed, newest week first. */
export function batchChoices(periods: readonly PayPeriod[]) {
  const weeks = [...new Set(periods.map((p) => p.weekEndingDate))].sort().reverse();
  const divisions = new Map<number, string>();
  for (const p of periods) divisions.set(p.divisionId, p.divisionName);
  return {
    weeks: weeks.map((week) => ({ value: week, label: formatCalendarDate(week) })),
    divisions: [...divisions]
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([value, label]) => ({ value, label })),
  };
}

/** What the batch would take, in words, before it is made. */
export function batchPreviewSentence(preview: PayrollBatchPreview): string {
  const taken = preview.lines + preview.corrections;
  const parts = [
    taken === 0
      ? 'No approved lines to export in those weeks and divisions'
      : `${preview.lines} new line(s) and ${preview.corrections} correction(s), ${formatHours(preview.totalHours)} hours`,
  ];
  if (preview.notApproved > 0)
    parts.push(`${preview.notApproved} line(s) not yet approved stay for a later batch`);
  if (preview.inError > 0) parts.push(`${preview.inError} line(s) payroll rejected wait for a correction`);
  return `${parts.join('; ')}.`;
}

export const formatHours = (hours: number) => hours.toFixed(2);

/** A batch's Integration Status as its icon shows it. */
export function batchStatus(batch: Pick<PayrollBatch, 'state'>): {
  glyph: CellGlyph;
  color: 'green' | 'blue' | 'gray';
  label: string;
} {
  // The timecard list's icons for the same states (timecards/rules.ts integrationShown).
  if (batch.state === 'Processed') return { glyph: 'check-circle', color: 'green', label: 'Processed' };
  if (batch.state === 'Cancelled') return { glyph: 'alert', color: 'gray', label: 'Cancelled' };
  return { glyph: 'send', color: 'blue', label: 'Exported' };
}

/** A file the user picked, as the base64 the mark-processed call carries. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short on a large file.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The layouts a batch would not make, each with why, as one sentence. */
export function notMadeSentence(notMade: PayrollBatchPreview['notMade']): string {
  return notMade
    .map((n) => PayrollMessages.layoutNotMade(payrollLayout(n.layout as PayrollLayout).label, n.reason))
    .join('; ');
}

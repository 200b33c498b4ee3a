import {
  isReportTypeIn,
  type ReportRun,
  type ReportRunFile,
  type ReportRunOutcome,
  type ReportScheduleRow,
} from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';

/** How the run log tells an outcome: its words and colour. */
export const OUTCOME_LOOK: Readonly<
  Record<ReportRunOutcome, { label: string; color: 'green' | 'red' | 'blue' | 'orange' | 'gray' }>
> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  empty: { label: 'Sent, no rows', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  paused: { label: 'Not sent: paused', color: 'orange' },
};

/** A run still under way: the log asks again until it ends. */
export const isUnderWay = (run: Pick<ReportRun, 'outcome'>): boolean =>
  run.outcome === 'queued' || run.outcome === 'running';

/** Re-send needs a finished run that wrote its report (a failed run may have failed before that). */
export const canResendRun = (run: ReportRun): boolean =>
  !isUnderWay(run) && run.files.some((f) => f.kind === 'pdf' || f.kind === 'csv');

/** The period as MM/DD/YY, one day or 'from – to'. */
export function periodLabel(run: Pick<ReportRun, 'periodFrom' | 'periodTo'>): string {
  const from = formatCalendarDate(run.periodFrom);
  const to = formatCalendarDate(run.periodTo);
  return from === to ? from : `${from} – ${to}`;
}

const KIND_LABEL: Readonly<Record<ReportRunFile['kind'], string>> = { pdf: 'PDF', csv: 'CSV', eml: 'E-mail' };

/** A file's button text: its kind and size, e.g. 'PDF 24 KB'. */
export function fileLabel(file: Pick<ReportRunFile, 'kind' | 'bytes'>): string {
  return `${KIND_LABEL[file.kind]} ${formatBytes(file.bytes)}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The files in a steady order: the report (PDF, CSV), then the message. */
export const orderedFiles = (files: readonly ReportRunFile[]): ReportRunFile[] =>
  [...files].sort((a, b) => ['pdf', 'csv', 'eml'].indexOf(a.kind) - ['pdf', 'csv', 'eml'].indexOf(b.kind));

/**
 * Re-send's confirmation: a re-send goes to the schedule's recipients as they are now (or, for the
 * types sent to foremen, the foremen in scope), not to those the old run went to, so it counts those.
 */
export function resendQuestion(
  run: Pick<ReportRun, 'periodFrom' | 'periodTo'>,
  schedule: Pick<ReportScheduleRow, 'reportType' | 'sendReportTo'>,
): string {
  const period = periodLabel(run);
  if (isReportTypeIn('noRecipient', schedule.reportType))
    return `Send the report for ${period} again to the foremen of the devices in its scope?`;
  const count = schedule.sendReportTo.split(',').filter((email) => email.trim() !== '').length;
  return `Send the report for ${period} again to the schedule's ${count} recipient${count === 1 ? '' : 's'}?`;
}

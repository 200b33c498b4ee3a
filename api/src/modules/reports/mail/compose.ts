import { ReportMessages } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import type { ReportMail } from '../../../mail/mailer.ts';

export interface RunFileContent {
  name: string;
  kind: 'pdf' | 'csv' | 'eml';
  content: Buffer;
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  eml: 'message/rfc822',
} as const;

/** 'Unit Notes Report' → 'unit-notes-report', for the outbox file's name. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * The one e-mail of a run: the schedule's subject and message, a line naming the report and its
 * period, and the report's files attached (PDF to read, CSV for spreadsheets, type 17's voucher
 * PDFs). An empty report is sent all the same and says so in the text, so the office knows the run
 * happened and found nothing, rather than wondering whether it ran.
 */
export function composeRunMail(input: {
  runId: number;
  scheduleName: string;
  reportTypeName: string;
  subject: string;
  message: string;
  period: { from: string; to: string };
  rowCount: number;
  recipients: readonly string[];
  files: readonly RunFileContent[];
}): ReportMail {
  const period = `${formatCalendarDate(input.period.from)} – ${formatCalendarDate(input.period.to)}`;
  const lines = [input.message.trim(), '', `${input.reportTypeName}, ${period}.`];
  if (input.rowCount === 0)
    lines.push(`This report is empty: nothing was recorded for ${period} in its scope.`);
  return {
    to: input.recipients,
    subject: input.subject,
    text: `${lines.join('\n')}\n`,
    attachments: input.files
      .filter((file) => file.kind !== 'eml')
      .map((file) => ({ filename: file.name, content: file.content, contentType: CONTENT_TYPES[file.kind] })),
    outboxName: `run-${input.runId}-${slug(input.scheduleName) || 'report'}.eml`,
  };
}

export const runFileContentType = (kind: RunFileContent['kind']): string => CONTENT_TYPES[kind];

/**
 * The notice to a schedule's owner that it was paused (shared/docs/remotes/reports.md "Paused
 * schedules"): which schedule, the period whose report was not sent, why, and how it resumes. No
 * report goes with it.
 */
export function composePauseNotice(input: {
  runId: number;
  scheduleName: string;
  reportTypeName: string;
  period: { from: string; to: string };
  reason: string;
  owner: string;
}): ReportMail {
  const period = `${formatCalendarDate(input.period.from)} – ${formatCalendarDate(input.period.to)}`;
  const lines = [
    `Your report schedule "${input.scheduleName}" (${input.reportTypeName}) is paused, and its report for ${period} was not sent to its recipients.`,
    '',
    `${input.reason}.`,
    '',
    ReportMessages.pausedResume,
  ];
  return {
    to: [input.owner],
    subject: ReportMessages.pausedNoticeSubject(input.scheduleName),
    text: `${lines.join('\n')}\n`,
    attachments: [],
    outboxName: `run-${input.runId}-paused-${slug(input.scheduleName) || 'report'}.eml`,
  };
}

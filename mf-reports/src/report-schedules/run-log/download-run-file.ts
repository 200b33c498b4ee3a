import { Messages, type ReportRunFile } from '@tac/contracts';
import { notify } from '@tac/ui/toast';
import { getReportRunFile } from '../api/get-report-run-file.ts';

/** Fetches a run's file and saves it under the server's name; a refusal shows the server's message. */
export async function downloadRunFile(file: ReportRunFile): Promise<void> {
  const envelope = await getReportRunFile(file);
  if (!envelope.success) {
    notify.error(envelope.message || Messages.requestFailed);
    return;
  }
  // The saving code comes with the first download, not with the screen.
  const { downloadBlob } = await import('@tac/ui/pdf');
  downloadBlob(envelope.data.blob, envelope.data.fileName);
}

import { errorMessage } from '@tac/api-client';
import { Messages, type ReportRunFile } from '@tac/contracts';
import { notify } from '@tac/ui/toast';
import { getReportRunFile } from '../api/get-report-run-file.ts';

/** Fetches a run's file and saves it under the server's name; a refusal shows the server's message. */
export async function downloadRunFile(file: ReportRunFile): Promise<void> {
  let downloaded: Awaited<ReturnType<typeof getReportRunFile>>;
  try {
    downloaded = await getReportRunFile(file);
  } catch (error) {
    notify.error(errorMessage(error, Messages.requestFailed));
    return;
  }
  // The saving code comes with the first download, not with the screen.
  const { downloadBlob } = await import('@tac/ui/pdf');
  downloadBlob(downloaded.blob, downloaded.fileName);
}

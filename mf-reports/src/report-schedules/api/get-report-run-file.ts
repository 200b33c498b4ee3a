import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, type Envelope, type ReportRunFile } from '@tac/contracts';

/** A file a run wrote (its PDF, CSV or .eml) as bytes: GET ?fileId; the name from the server. */
export function getReportRunFile(file: ReportRunFile): Promise<Envelope<DownloadedFile>> {
  return api.getFile(ApiPaths.reports.runFile, { fileId: file.id }, file.name);
}

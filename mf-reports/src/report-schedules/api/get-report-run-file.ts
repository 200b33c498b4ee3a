import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, type ReportRunFile } from '@tac/contracts';

/** A file a run wrote (its PDF, CSV or .eml) as bytes: GET ?fileId; the name from the server. A refusal is thrown. */
export function getReportRunFile(file: ReportRunFile): Promise<DownloadedFile> {
  return api.getFile(ApiPaths.reports.runFile, { fileId: file.id }, file.name);
}

import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportProjectDivision } from '@tac/contracts';

/** The divisions a Field Roster by Division (type 14) can name (spec 001 §7 "Project division list"): GET ?userId. */
export function getProjectDivisionList(userId: number | null): Promise<Answer<ReportProjectDivision[]>> {
  return api.get<ReportProjectDivision[]>(ApiPaths.reports.projectDivisions, { userId: userId ?? undefined });
}

import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type IssueNote, type SearchRequest } from '@tac/contracts';

/**
 * One page of issue notes for all projects (spec 000 §7): POST /api/TimeCard/GetIssueNotes with
 * query fromDate and toDate (dd-MM-yyyy HH:mm:ss) and { SearchText, Skip, Take }; reads success,
 * data and totalCount. FieldNames: IssueNoteSearchField.
 */
export function getIssueNotes(
  query: { fromDate: string; toDate: string },
  request: SearchRequest,
): Promise<Envelope<IssueNote[]>> {
  return api.post<IssueNote[]>(ApiPaths.timecards.issueNotes, request, { ...query });
}

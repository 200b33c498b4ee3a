import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type IssueNote, type SearchRequest } from '@tac/contracts';

/**
 * One page of issue notes for all projects (spec 000 §7): POST /api/TimeCard/GetIssueNotes with
 * query fromDate and toDate (dd-MM-yyyy HH:mm:ss) and { SearchText, Skip, Take }; answers the rows
 * and totalCount. FieldNames: IssueNoteSearchField.
 */
export function getIssueNotes(
  query: { fromDate: string; toDate: string },
  request: SearchRequest,
): Promise<Answer<IssueNote[]>> {
  return api.post<IssueNote[]>(ApiPaths.timecards.issueNotes, request, { ...query });
}

/** The issue notes list's key (usePagedList): one list per day, another day starts at page 1. */
export const issueNotesKey = (fromDate: string) => ['timecards-issue-notes', fromDate] as const;

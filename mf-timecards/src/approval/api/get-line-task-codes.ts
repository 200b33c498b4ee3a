import { api } from '@tac/api-client';
import { ApiPaths, type LineTaskCodes } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { TIMECARDS_KEY } from './keys.ts';

/** The line's task code and its project's task codes: the Correct dialog's Task Code choices. */
export const getLineTaskCodes = (lineId: number) =>
  api.get<LineTaskCodes>(ApiPaths.approval.lineTaskCodes, { lineId }).then((answer) => answer.data);
export const lineTaskCodesKey = (lineId: number) => [...TIMECARDS_KEY, 'task-codes', lineId] as const;

/** Keyed under the timecard lists: a correction refreshes the line's task code. */
export const useLineTaskCodes = (lineId: number) =>
  useQuery({
    queryKey: lineTaskCodesKey(lineId),
    queryFn: () => getLineTaskCodes(lineId),
    staleTime: 0,
    meta: { quiet: true },
  });

import { api } from '@tac/api-client';
import { ApiPaths, type LineCorrection, type TimecardLineState } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { LINE_KEYS } from './keys.ts';

/** Correct one line's hours, pay code or task code, with a reason. */
export const correctLine = (correction: LineCorrection) =>
  api.post<TimecardLineState>(ApiPaths.approval.correct, correction);

export const useCorrectLine = () => useApiMutation(correctLine, LINE_KEYS);

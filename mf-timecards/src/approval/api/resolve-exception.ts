import { api } from '@tac/api-client';
import { ApiPaths, type ExceptionResolution, type TimecardLineState } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { LINE_KEYS } from './keys.ts';

/** Resolve a line's exception, with a reason. */
export const resolveException = (resolution: ExceptionResolution) =>
  api.post<TimecardLineState>(ApiPaths.approval.resolveException, resolution);

export const useResolveException = () => useApiMutation(resolveException, LINE_KEYS);

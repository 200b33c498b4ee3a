import { type Answer, ApiError } from './client.ts';

/**
 * What a remote's fake server answers with, as the client hands an answer on: `ok` resolves with the
 * answer, `failed` throws the refusal. Test-only: the fake APIs of the remotes' testing/ folders.
 */
export const ok = <T>(data: T, message = '', totalCount = 1): Answer<T> => ({ data, message, totalCount });

/** A refusal, thrown as the client throws it. */
export const failed = (message: string, status = 400): never => {
  throw new ApiError(message, status);
};

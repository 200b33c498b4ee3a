import { type Answer, ApiError } from './client.ts';

/**
 * What a remote's fake server answers with, as the client hands an answer on: `ok` resolves with the
 * answer, `failed` throws the refusal. Test-only: the fake APIs of the remotes' testing/ folders.
 */
export const ok = <T>(data: T, message = '', totalCount = 1): Answer<T> => ({ data, message, totalCount });

/** The refusal the client throws, for a test to throw or reject with. */
export const refusal = (message: string, status = 400): ApiError => new ApiError(message, status);

/** A refusal, thrown as the client throws it. */
export const failed = (message: string, status = 400): never => {
  throw refusal(message, status);
};

/** An answer without a message whose count is its rows' (1 for one record), as a list call resolves. */
export const answerOf = <T>(data: T, totalCount = Array.isArray(data) ? data.length : 1): Answer<T> => ({
  data,
  message: '',
  totalCount,
});

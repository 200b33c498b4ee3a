import { type Envelope, Messages } from '@tac/contracts';

/** A successful answer: the envelope without its `success` flag, which is always true here. */
export interface Answer<T> {
  data: T;
  /** The server's text (e.g. "Saved successfully"), for a toast. */
  message: string;
  /** All matching rows for a list; 0 otherwise. */
  totalCount: number;
  /** A list whose total is counted up to a bound: more rows than totalCount match. */
  moreThanTotalCount?: boolean;
}

/**
 * Why a call failed: the server's message (or the console's text for a network or server fault),
 * the HTTP status (0 when no answer came), when the server named one the field it refused, and the
 * request's id when the answer carried one (X-Request-Id: what an operator finds the call's log
 * lines by, shared/docs/operations.md "Following a request").
 * The one error type of every call; a react-query hook hands it to the screen as `error`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly requestId: string | undefined;

  constructor(message: string, status: number, field?: string, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.requestId = requestId;
  }
}

/** The message of anything a call threw: an ApiError's own text, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** An envelope's answer, or its refusal thrown as an ApiError (one without a text still says something). */
export function unwrap<T>(
  envelope: Envelope<T> & { status?: number; field?: string; requestId?: string },
): Answer<T> {
  if (!envelope.success)
    throw new ApiError(
      envelope.message || Messages.requestFailed,
      envelope.status ?? 0,
      envelope.field,
      envelope.requestId,
    );
  const answer = { data: envelope.data, message: envelope.message, totalCount: envelope.totalCount };
  return envelope.moreThanTotalCount ? { ...answer, moreThanTotalCount: true } : answer;
}

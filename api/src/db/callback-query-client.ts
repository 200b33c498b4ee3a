import pg from 'pg';

type Query = (...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as Query;

/**
 * pg's Client, whose promise API runs each query as its callback API does.
 *
 * pg's promise API makes the query first and sets the function that settles the promise on it
 * after. In Node 20's V8 that kept every result alive through young-generation collections until
 * they were promoted: every page's JSON was copied through each collection, which took several
 * times longer, and the old generation filled with results already thrown away
 * (shared/docs/benchmarks.md "Why the code looks this way"). A query given its callback as it is made leaves nothing behind. (It reproduces without pg:
 * an EventEmitter subclass whose `callback` field starts undefined and is set later.)
 */
export class CallbackQueryClient extends pg.Client {}

// On the prototype rather than as a method: pg's query has a dozen overloads, forwarded as they are.
(CallbackQueryClient.prototype as { query: Query }).query = function queryWithCallback(
  this: pg.Client,
  config: unknown,
  values?: unknown,
  callback?: unknown,
): unknown {
  const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
  if (submittable || typeof values === 'function' || callback !== undefined) {
    return query.call(this, config, values, callback);
  }
  return new Promise((resolve, reject) => {
    query.call(this, config, values, (error: Error | null, result: unknown) =>
      error ? reject(error) : resolve(result),
    );
  }).catch((error: Error) => {
    // As pg does: a stack that leads back to the caller rather than to the socket's read.
    Error.captureStackTrace(error);
    throw error;
  });
};

import { CALLING_REMOTE_HEADER, type Envelope, Messages } from '@tac/contracts';
import { getSession } from '@tac/session';
import ky, { type KyInstance } from 'ky';
import { type Answer, ApiError, unwrap } from './answer.ts';
import { notifyUnauthorized } from './unauthorized.ts';

export { type Answer, ApiError };

export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * A refusal as the client hands it on: the envelope plus the HTTP status (0: no answer came) and the
 * request's id the answer carried.
 */
type Refusable<T> = Envelope<T> & { status?: number; field?: string; requestId?: string };

function failure<T>(message: string, status = 0, requestId?: string): Refusable<T> {
  return { success: false, message, data: undefined as T, totalCount: 0, status, requestId };
}

/** The id the API (or the load balancer) gave the request, which its log lines carry. */
const requestIdOf = (response: Response) => response.headers.get('x-request-id') ?? undefined;

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function cleanParams(params?: QueryParams): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = String(v);
  return out;
}

/** The remote and version of the section on screen (`callingRemote`), sent with every call. */
let sectionRemote: string | undefined;

/**
 * Names the remote whose section is on screen (the host sets it as a section opens, and clears it
 * as it closes): every call then carries it, so the API's log lines of a call say which release of
 * a remote made it (shared/docs/operations.md "Logs").
 */
export function setCallingRemote(remote: string | undefined): void {
  sectionRemote = remote;
}

function options(withSession: boolean) {
  return {
    baseUrl: globalThis.location?.origin,
    throwHttpErrors: false,
    retry: { limit: 0 },
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }: { request: Request }) => {
          const token = withSession ? getSession().user.accessToken : undefined;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (request.method === 'GET') request.headers.set('Cache-Control', 'no-cache');
          if (sectionRemote) request.headers.set(CALLING_REMOTE_HEADER, sectionRemote);
        },
      ],
    },
  };
}

/**
 * The one HTTP instance (spec 000 §7): bearer token when present, no-cache on GET, JSON bodies, the
 * section's remote.
 */
export const http: KyInstance = ky.create(options(true));

/**
 * The same instance without the console's session: a signed-out page (the customer's signing page,
 * shared/docs/remotes/vouchers.md "Signing page") sends no bearer token even when a console user is
 * signed in in the same browser, and a 401 it gets ends no session.
 */
const signedOutHttp: KyInstance = ky.create(options(false));

/**
 * Sends a request and always resolves to an envelope: HTTP errors carry the server's envelope, and
 * network failures come back as `success: false` with a readable message (spec 000 §7: "passed
 * through as the result"), so a screen never has to catch.
 */
async function send<T>(
  request: () => Promise<Response>,
  hadToken: boolean,
  readSuccess?: (response: Response) => Promise<Envelope<T>>,
): Promise<Refusable<T>> {
  let response: Response;
  try {
    response = await request();
  } catch {
    return failure<T>(Messages.login.networkError);
  }
  if (readSuccess && response.ok) {
    try {
      return await readSuccess(response);
    } catch {
      return failure<T>(Messages.login.networkError);
    }
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const requestId = requestIdOf(response);
  if (response.status === 401 && hadToken) {
    const message = isEnvelope(body) && body.message ? body.message : Messages.login.sessionExpired;
    notifyUnauthorized(message);
    return failure<T>(message, 401, requestId);
  }
  if (isEnvelope(body))
    return body.success
      ? (body as Envelope<T>)
      : { ...(body as Refusable<T>), status: response.status, requestId };
  return failure<T>(
    response.status >= 500 ? Messages.serverTrouble : Messages.requestFailed,
    response.status,
    requestId,
  );
}

/** A file the server answered as bytes (not in an envelope), with the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: the RFC 6266 `filename*` (UTF-8, percent-encoded)
 * when present, else the plain `filename`; undefined when the header names none.
 */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/** The requests themselves, each resolving to the server's envelope (or one made for a failure). */
function envelopeCalls(instance: KyInstance, withSession: boolean) {
  const hadToken = () => withSession && !!getSession().user.accessToken;
  return {
    get<T>(path: string, params?: QueryParams): Promise<Envelope<T>> {
      const token = hadToken();
      return send<T>(() => instance.get(path, { searchParams: cleanParams(params) }), token);
    },
    post<T>(path: string, body?: unknown, params?: QueryParams): Promise<Envelope<T>> {
      const token = hadToken();
      return send<T>(
        () => instance.post(path, { json: body ?? {}, searchParams: cleanParams(params) }),
        token,
      );
    },
    /**
     * GETs a file the server answers as bytes (a PDF, a CSV, an .eml): a success envelope holding the
     * bytes and the name from Content-Disposition (`fallbackName` when it gives none). A refusal comes
     * back as the server's envelope, as for any other call; a 401 ends the session the same way.
     */
    getFile(
      path: string,
      params?: QueryParams,
      fallbackName = 'download',
    ): Promise<Envelope<DownloadedFile>> {
      const token = hadToken();
      return send<DownloadedFile>(
        () => instance.get(path, { searchParams: cleanParams(params) }),
        token,
        async (response) => ({
          success: true,
          message: '',
          data: {
            blob: await response.blob(),
            fileName: dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName,
          },
          totalCount: 1,
        }),
      );
    },
  };
}

/** The calls of `api`: each resolves to the server's answer and throws an `ApiError`. */
function answerCalls(instance: KyInstance, withSession: boolean) {
  const envelopeApi = envelopeCalls(instance, withSession);
  return {
    get<T>(path: string, params?: QueryParams): Promise<Answer<T>> {
      return envelopeApi.get<T>(path, params).then(unwrap);
    },
    post<T>(path: string, body?: unknown, params?: QueryParams): Promise<Answer<T>> {
      return envelopeApi.post<T>(path, body, params).then(unwrap);
    },
    /** A file the server answers as bytes, with the name from Content-Disposition. */
    getFile(path: string, params?: QueryParams, fallbackName = 'download'): Promise<DownloadedFile> {
      return envelopeApi
        .getFile(path, params, fallbackName)
        .then(unwrap)
        .then((answer) => answer.data);
    },
  };
}

/**
 * The one way a screen calls the API: each call resolves to the server's answer and throws an
 * `ApiError` for any refusal or failure (see shared/docs/architecture.md "Calling the API").
 * Feature `api/` folders wrap these in typed calls and react-query hooks; screens never read
 * `success` themselves.
 */
export const api = answerCalls(http, true);

/**
 * The same calls without the console's session, for a signed-out page opened by a link (the
 * customer's signing page): no bearer token is read or sent, and a 401 leaves any session alone.
 */
export const signedOutApi: typeof api = answerCalls(signedOutHttp, false);

import type { FastifyServerOptions } from 'fastify';

/** How log lines are written: JSON lines for a log store (production), or readable for a terminal. */
export type LogFormat = 'json' | 'pretty';

/** What a redacted value is written as. */
export const REDACTED = '[redacted]';

/** Names of fields that hold a secret wherever they appear in a logged object (one level down too). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  '"set-cookie"',
  'password',
  'Password',
  'NewPassword',
  'OldPassword',
  'ConfirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'credential',
];

/**
 * Paths pino blanks in every line: a header or a body logged whole (an error's context, a debug
 * line) keeps its shape but never the secret (shared/docs/operations.md "Logs").
 */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.headers.${field}`),
];

/** Query parameters whose values are secrets (an SSO callback's code and state, a token in a link). */
const SECRET_QUERY = /^(code|state|token|access_token|id_token|password|secret|key|signature|sig)$/i;

/** A request's URL as a log line may hold it: the path, and the query with its secret values blanked. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(params.keys())) if (SECRET_QUERY.test(name)) params.set(name, REDACTED);
  const query = params.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED);
  return `${url.slice(0, at)}${query ? `?${query}` : ''}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Pino's options for the API's logger: its level, the redaction, and where the lines go. */
export function loggerOptions(options: {
  level: string;
  /** Where lines go; stdout when not given (the pretty printer's stream for `npm start`). */
  stream?: NodeJS.WritableStream;
}): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}

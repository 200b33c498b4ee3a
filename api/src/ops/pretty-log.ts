import pretty from 'pino-pretty';

/**
 * What pino-pretty needs to write the API's lines for a person (`npm start`'s terminal): the time,
 * the level (a warning yellow, an error red, whatever colours the terminal has), the message; an
 * error's request id beside it (what the console's toast shows), its stack beneath. The ids every
 * JSON line carries for a log store are left out, and so is a request's own line when it holds no
 * more than its message (request-log.ts writes it as one short line).
 */
export const PRETTY_OPTIONS = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,traceId,userId,req,res,responseTime',
  messageFormat: (log: Record<string, unknown>, messageKey: string) => {
    const message = String(log[messageKey] ?? '');
    const level = typeof log.level === 'number' ? log.level : 0;
    return level >= 50 && typeof log.reqId === 'string' ? `${message} (request ${log.reqId})` : message;
  },
};

/** A stream that writes each JSON line pino gives it as a readable line on stdout. */
export function prettyStream(colorize: boolean): NodeJS.WritableStream {
  return pretty({ ...PRETTY_OPTIONS, colorize, destination: 1 });
}

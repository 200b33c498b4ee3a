import type { Envelope } from '@tac/contracts';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '@tac/contracts/schemas';
import type { FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';

/** A success envelope (shared/docs/architecture.md: every response is `{ success, message, data, totalCount }`). */
export function ok<T>(data: T, message = '', totalCount = 0): Envelope<T> {
  return { success: true, message, data, totalCount };
}

/**
 * A page of a list whose total is counted up to a bound: `more` when more rows than `totalCount`
 * match (the envelope's moreThanTotalCount; shared/docs/architecture.md "Paging rule").
 */
export function okBoundedPage<T>(rows: T, totalCount: number, more: boolean): Envelope<T> {
  return more ? { ...ok(rows, '', totalCount), moreThanTotalCount: true } : ok(rows, '', totalCount);
}

const OK_DATA_PREFIX = Buffer.from('{"success":true,"message":"","data":');

/**
 * Sends a success envelope around data that is already JSON text (a list the database wrote as
 * JSON) as it is, so the rows are not parsed only to be written out again. The route's response
 * schema still documents the shape; Fastify does not serialize a string sent as JSON.
 *
 * Written into one buffer of its exact size: a text joined around a page of rows was copied whole to
 * measure it and again to write it; the rows put in a buffer of their own were copied again into
 * the envelope. Large buffers count towards V8's external memory, whose growth starts collections,
 * so one a call instead of two also halves those.
 */
export function sendOkJsonText(reply: FastifyReply, dataJson: string, totalCount: number): FastifyReply {
  const suffix = `,"totalCount":${totalCount}}`;
  // Every byte is written below, so the buffer need not be zeroed first.
  const body = Buffer.allocUnsafe(OK_DATA_PREFIX.length + Buffer.byteLength(dataJson) + suffix.length);
  OK_DATA_PREFIX.copy(body);
  const suffixAt = OK_DATA_PREFIX.length + body.write(dataJson, OK_DATA_PREFIX.length, 'utf8');
  body.write(suffix, suffixAt, 'utf8');
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A failure envelope; `data` is null so the shape stays the same for every error. */
export function fail(message: string): Envelope<null> {
  return { success: false, message, data: null, totalCount: 0 };
}

/**
 * Thrown by handlers and hooks for an expected failure; the error handler turns it into a failure
 * envelope with this status. Anything else thrown is a 500.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The response part of a route schema: the success envelope and the failure envelope for errors. */
export function responses<T extends TSchema>(data: T) {
  return { 200: EnvelopeSchema(data), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema } as const;
}

/** The response part of a route that answers a file: its bytes, or the failure envelope. */
export function fileResponses(description: string) {
  return {
    200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description }),
    '4xx': ErrorEnvelopeSchema,
    '5xx': ErrorEnvelopeSchema,
  } as const;
}

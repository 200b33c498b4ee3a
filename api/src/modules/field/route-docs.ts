import { FieldMessages } from '@tac/contracts';
import { ErrorEnvelopeSchema, FIELD_PUSH_MAX_ITEMS } from '@tac/contracts/schemas';
import { type TSchema, Type } from 'typebox';
import { responses } from '../../http/envelope.ts';
import { FIELD_ITEMS } from './items/registry.ts';

/**
 * How the device calls are described in the OpenAPI document, so that a device team can generate a
 * typed client from /api/docs/json (shared/docs/field-sync.md "A typed client").
 */

/** A push as documented: each item by its kind's schema, a union on `kind` (items/registry.ts). */
export const pushBodySchema = Type.Object({
  items: Type.Array(
    Type.Union(
      [...FIELD_ITEMS.values()].map((definition) => definition.schema),
      { discriminator: { propertyName: 'kind' } },
    ),
    { minItems: 1, maxItems: FIELD_PUSH_MAX_ITEMS },
  ),
});

/** An attachment's body: the file's bytes (checked as bytes only, validation.ts). */
export const attachmentBodySchema = {
  /** What a device may send it as: the type is read from the bytes whatever it says. */
  contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'application/octet-stream'],
  schema: Type.Unsafe<Buffer>({
    type: 'string',
    format: 'binary',
    description:
      "The file's bytes: a PNG, JPEG or WebP image (photo, signature) or a PDF (attestationPdf). Its type is read from the bytes; the content type sent is not trusted.",
  }),
} as const;

export const retryAfterHeader = {
  'retry-after': Type.Integer({ description: 'Seconds to wait before sending the same request again' }),
};

/** A failure envelope with what its status means. */
export const failure = (description: string, extra: object = {}) => ({
  ...ErrorEnvelopeSchema,
  description,
  ...extra,
});

/**
 * A device call's answers as a device client must meet them (shared/docs/field-sync.md "Limits and
 * errors"), each a failure envelope: 400, 401 (enrol again), 429 (wait Retry-After), and the call's
 * own (an attachment's 413).
 */
export function deviceAnswers<T extends TSchema>(data: T, own: Record<number, string> = {}) {
  return {
    ...responses(data),
    400: failure('The request is malformed: the message names the field'),
    401: failure(
      `${FieldMessages.credentialInvalid} (no, unknown or revoked credential, or an inactive device)`,
    ),
    429: failure(FieldMessages.tooManyRequests, { headers: retryAfterHeader }),
    ...Object.fromEntries(Object.entries(own).map(([status, text]) => [status, failure(text)])),
  };
}

import { type TSchema, Type } from 'typebox';

/**
 * Pieces every domain's schemas share: ids, the response envelope and the paged list request.
 *
 * A schema may carry readable texts per validation keyword under `x-messages`, e.g.
 * `Type.String({ maxLength: 50, 'x-messages': { maxLength: '…' } })`; the API answers a 400 with
 * that text instead of its generic "<field> must be …" sentence (`required` is read from the
 * property's own schema when the property is missing).
 */

import { INT32_MAX } from '../paging.ts';

export { INT32_MAX };

/** A row id: a positive 32-bit integer. */
export const IdSchema = (options: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT32_MAX, ...options });

/** Every API response (spec 000 §3 "Response envelope"), errors included (their data is null). */
export function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    data,
    totalCount: Type.Integer({ description: 'All matching rows for a list; 0 otherwise.' }),
    moreThanTotalCount: Type.Optional(
      Type.Boolean({
        description:
          'Present (true) on a list whose total is counted up to a bound: more rows than totalCount match',
      }),
    ),
  });
}

/** The failure envelope: the same shape, data null. */
export const ErrorEnvelopeSchema = EnvelopeSchema(Type.Null());

export const SearchTextEntrySchema = Type.Object({
  FieldName: Type.String({ maxLength: 100 }),
  Value: Type.String({ maxLength: 200 }),
});

/** Paged list request (spec 000 §3 "Search request"); SearchText may be left out. */
export const SearchRequestSchema = Type.Object({
  SearchText: Type.Optional(Type.Array(SearchTextEntrySchema, { maxItems: 20 })),
  Skip: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'First row, 1-based (0 reads as 1)' }),
  Take: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'Last row, 1-based, inclusive' }),
});

/** Skip and Take of a paged GET (the paging rule), for a query with filters of its own. */
export const PagingFields = {
  Skip: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'First row, 1-based (0 reads as 1)' }),
  Take: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'Last row, 1-based, inclusive' }),
};

/**
 * A file sent inline: an attached image (base64, no data: prefix), or a PDF the server drew (base64),
 * in the same shape for timecards and vouchers.
 */
export const AttachmentSchema = Type.Object({
  attachmentName: Type.String(),
  attachmentContent: Type.String(),
});

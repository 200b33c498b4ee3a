import { Type } from 'typebox';
import { IdSchema } from '../../http/schemas.ts';

/** Save bodies' id: null, 0 or absent adds a row; a positive id names the row to update. */
export const SaveIdSchema = Type.Optional(Type.Union([IdSchema({ minimum: 0 }), Type.Null()]));

/** IsActive on a save: absent means active for a new row and "unchanged" for an existing one. */
export const IsActiveSchema = Type.Optional(
  Type.Boolean({ description: 'Absent: true when adding, unchanged when editing' }),
);

/**
 * The legacy screens send the user's id in some bodies. It is accepted and ignored: the server takes
 * the user from the token, so a body cannot act for someone else.
 */
export const IgnoredUserIdSchema = Type.Optional(
  Type.Unknown({ description: 'Ignored: the signed-in user is taken from the token' }),
);

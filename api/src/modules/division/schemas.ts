import { DIVISION_NAME_MAX, Messages } from '@tac/contracts';
import { Type } from 'typebox';
import { INT32_MAX } from '../../http/schemas.ts';
import { requiredTextSchema } from '../reference-lists/required-text.ts';
import { IgnoredUserIdSchema } from '../reference-lists/save-fields.ts';

const messages = Messages.division;

/** A division as the browser reads it (spec 002 §3, §7). */
export const DivisionSchema = Type.Object({
  divisionId: Type.Integer(),
  divisionName: Type.String(),
  isActive: Type.Boolean(),
});

/** By id answers `{ division: [division] }` (spec 002 §7). */
export const DivisionByIdSchema = Type.Object({ division: Type.Array(DivisionSchema) });

/**
 * The screen edits divisions and never adds one (spec 002 §2), so a save must name an existing
 * division: a missing or zero id would be an add and gets the edit-only text.
 */
export const DivisionSaveSchema = Type.Object({
  divisionId: Type.Integer({
    minimum: 1,
    maximum: INT32_MAX,
    description: 'Required: the division to edit (divisions cannot be added)',
    'x-messages': { required: messages.editOnly, minimum: messages.editOnly },
  }),
  divisionName: requiredTextSchema(messages, DIVISION_NAME_MAX),
  isActive: Type.Optional(Type.Boolean({ description: 'Absent keeps the current value' })),
  UserId: IgnoredUserIdSchema,
});

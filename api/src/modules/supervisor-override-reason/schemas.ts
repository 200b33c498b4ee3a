import { Messages } from '@tac/contracts';
import { Type } from 'typebox';
import { requiredTextSchema } from '../reference-lists/required-text.ts';
import { IsActiveSchema, SaveIdSchema } from '../reference-lists/save-fields.ts';

/** A supervisor override reason as the browser reads it (spec 002 §3). */
export const SupervisorOverrideReasonSchema = Type.Object({
  id: Type.Integer(),
  displayText: Type.String(),
  isActive: Type.Boolean(),
  isDeleted: Type.Boolean({ description: 'Always false: deleted reasons are neither listed nor found' }),
});

/** By id answers `{ supervisorOverrideReason: [reason] }` (spec 002 §7). */
export const SupervisorOverrideReasonByIdSchema = Type.Object({
  supervisorOverrideReason: Type.Array(SupervisorOverrideReasonSchema),
});

export const SupervisorOverrideReasonSaveSchema = Type.Object({
  Id: SaveIdSchema,
  DisplayText: requiredTextSchema(Messages.supervisorOverrideReason),
  IsActive: IsActiveSchema,
});

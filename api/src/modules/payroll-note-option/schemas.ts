import { Messages } from '@tac/contracts';
import { Type } from 'typebox';
import { requiredTextSchema } from '../reference-lists/required-text.ts';
import { IsActiveSchema, SaveIdSchema } from '../reference-lists/save-fields.ts';

/** A payroll note option as the browser reads it (spec 002 §3). */
export const PayRollNoteOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isActive: Type.Boolean(),
  isDeleted: Type.Boolean({ description: 'Always false: deleted options are neither listed nor found' }),
});

/** By id answers `{ payRollNotes: [option] }` (spec 002 §7). */
export const PayRollNoteOptionByIdSchema = Type.Object({ payRollNotes: Type.Array(PayRollNoteOptionSchema) });

export const PayRollNoteOptionSaveSchema = Type.Object({
  Id: SaveIdSchema,
  Name: requiredTextSchema(Messages.payRollNote),
  IsActive: IsActiveSchema,
});

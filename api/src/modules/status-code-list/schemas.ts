import { Messages, STATUS_INITIAL_MAX } from '@tac/contracts';
import { Type } from 'typebox';
import type { RequiredTextMessages } from '../reference-lists/required-text.ts';
import { requiredTextSchema } from '../reference-lists/required-text.ts';
import { IsActiveSchema, SaveIdSchema } from '../reference-lists/save-fields.ts';

const messages = Messages.statusCode;

/**
 * Spec 002 §5 gives the screen one "please enter status code" text for either field; the server's 400
 * names which one (ARCHITECTURE.md: a 400 names the field).
 */
export const initialMessages: RequiredTextMessages = {
  required: messages.initialRequired,
  tooLong: messages.initialTooLong,
};
export const descriptionMessages: RequiredTextMessages = {
  required: messages.descriptionRequired,
  tooLong: messages.descriptionTooLong,
};

/** A status code as the browser reads it (spec 002 §3); the screen shows 'initial - description'. */
export const StatusCodeSchema = Type.Object({
  id: Type.Integer(),
  statusInitial: Type.String(),
  displayText: Type.String(),
  isActive: Type.Boolean(),
});

export const StatusCodeSaveSchema = Type.Object({
  ID: SaveIdSchema,
  StatusInitial: requiredTextSchema(initialMessages, STATUS_INITIAL_MAX),
  DisplayText: requiredTextSchema(descriptionMessages),
  IsActive: IsActiveSchema,
});

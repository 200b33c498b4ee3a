import { REFERENCE_TEXT_MAX, ReferenceMessages } from '@tac/contracts';
import { checkReferenceText, type TextCheck } from '../reference-list/text-rules.ts';

/** Spec 002 §9: an equipment name is at most 50 characters. */
export const EQUIPMENT_NAME_MAX = REFERENCE_TEXT_MAX;

/** Spec 002 §5: required, non-blank, at most 50 characters, trimmed. */
export function checkEquipmentName(input: string): TextCheck {
  return checkReferenceText(input, ReferenceMessages.equipmentList);
}

import { REFERENCE_TEXT_MAX, ReferenceMessages } from '@tac/contracts';
import { checkReferenceText, type TextCheck } from '../reference-list/text-rules.ts';

/** Spec 002 §5 / §9: a material name is at most 50 characters. */
export const MATERIAL_NAME_MAX = REFERENCE_TEXT_MAX;

/**
 * Spec 002 §5: the material name is trimmed, required and at most 50 characters. The trimmed text is
 * what gets saved, so '  Sand ' is saved as 'Sand' and '   ' counts as empty.
 */
export function checkMaterialName(input: string): TextCheck {
  return checkReferenceText(input, ReferenceMessages.materialList);
}

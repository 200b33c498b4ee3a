import { Messages, normalizeReferenceText, REFERENCE_TEXT_MAX } from '@tac/contracts';

/** Spec 002 §5 / §9: a material name is at most 50 characters. */
export const MATERIAL_NAME_MAX = REFERENCE_TEXT_MAX;

export type MaterialNameCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Spec 002 §5: the material name is trimmed, required and at most 50 characters. The trimmed text is
 * what gets saved, so '  Sand ' is saved as 'Sand' and '   ' counts as empty.
 */
export function checkMaterialName(input: string): MaterialNameCheck {
  const value = normalizeReferenceText(input);
  if (value === '') return { ok: false, message: Messages.material.required };
  if (value.length > MATERIAL_NAME_MAX) return { ok: false, message: Messages.material.tooLong };
  return { ok: true, value };
}

import type { FieldProblems } from './rules.ts';
import { besideText, fieldOf } from './rules.ts';

/**
 * How a form of the signing page takes the server's refusal (writeWithToasts' `besideField`): a link
 * that can no longer be used ends the page; a refusal naming one of the form's fields goes beside
 * it; anything else is a toast. Nothing typed is lost either way.
 */
export function besideFields(
  fields: readonly string[],
  setProblems: (update: (problems: FieldProblems) => FieldProblems) => void,
  onUnusable: (error: Error) => boolean,
) {
  return (refusal: Error): boolean => {
    if (onUnusable(refusal)) return true;
    const field = (refusal as Error & { field?: string }).field ?? fieldOf(refusal.message);
    if (!field || !fields.includes(field)) return false;
    setProblems((problems) => ({ ...problems, [field]: besideText(refusal.message) }));
    return true;
  };
}

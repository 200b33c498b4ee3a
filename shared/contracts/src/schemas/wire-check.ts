import { type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import { EnvelopeSchema, ErrorEnvelopeSchema } from './common.ts';

/**
 * For tests that hold a browser fake to the wire: what the API would never send. Stricter than the
 * API's own response check in one way: a field the schema does not list counts as a problem, since a
 * fake that invents one lets a screen depend on something the server never sends.
 */

/** A list `data` (the API's `Type.Array(item)`), so a remote's test needs no TypeBox of its own. */
export const listOf = <T extends TSchema>(item: T) => Type.Array(item);

/** Every problem with value as schema reads it, as "<path> <message>"; empty when it fits. */
export function wireProblems(schema: TSchema, value: unknown): string[] {
  const errors = [...Value.Errors(schema, value)]
    // 'boolean' only repeats another error ("schema is false" under additionalProperties).
    .filter((e) => e.keyword !== 'boolean')
    .map((e) => `${e.instancePath || '/'} ${e.message}`);
  if (errors.length > 0) return errors;
  return extraFields(value, Value.Clean(schema, structuredClone(value))).map(
    (path) => `${path} is not a field of the wire shape`,
  );
}

/**
 * Problems with a whole answer as the API client returns it: a success envelope around data of the
 * given schema (null: a call that answers no data), or a failure envelope (data null).
 */
export function answerProblems(data: TSchema | null, answer: unknown): string[] {
  const failed = typeof answer === 'object' && answer !== null && 'success' in answer && !answer.success;
  return wireProblems(failed ? ErrorEnvelopeSchema : EnvelopeSchema(data ?? Type.Null()), answer);
}

/** Paths present in value that Value.Clean removed (fields the schema does not list). */
function extraFields(value: unknown, cleaned: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null || typeof cleaned !== 'object' || cleaned === null) {
    return [];
  }
  const original = value as Record<string, unknown>;
  const kept = cleaned as Record<string, unknown>;
  return Object.keys(original).flatMap((key) =>
    key in kept ? extraFields(original[key], kept[key], `${path}/${key}`) : [`${path}/${key}`],
  );
}

import type { TSchema } from 'typebox';
import { IsBoolean, IsInteger, IsObject } from 'typebox';

/**
 * An integer as people write it in a URL: an optional minus and decimal digits, nothing else.
 * TypeBox's Value.Convert reads text as JavaScript's Number() does, so `true`, `0x10`, `0o20`,
 * `1e1`, `+16`, `16.0` and ` 16 ` all became an id (`?userId=0x10` acted on user 16).
 */
const DECIMAL_INTEGER = /^-?\d+$/;

function convertText(schema: TSchema, text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (IsInteger(schema)) return DECIMAL_INTEGER.test(text) ? Number(text) : text;
  if (IsBoolean(schema)) return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/**
 * The typed values of a query string (or path parameters), where every value arrives as text.
 * Only plain decimal integers and `true`/`false` are converted; anything else stays text, so the
 * schema check refuses it with a 400 naming the field ("userId must be an integer"). A repeated key
 * arrives as an array and is refused the same way.
 */
export function convertQueryValues(schema: TSchema, values: unknown): unknown {
  if (!IsObject(schema) || typeof values !== 'object' || values === null) return convertText(schema, values);
  const converted: Record<string, unknown> = { ...values };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (Object.hasOwn(converted, name)) converted[name] = convertText(property, converted[name]);
  }
  return converted;
}

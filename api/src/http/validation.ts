import { SINGLE_LINE_PATTERN, TextProblem, textProblem } from '@tac/contracts';
import { DATE_FORMATS, dateFormatProblem } from '@tac/contracts/schemas';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Format } from 'typebox/format';
import { convertQueryValues } from './query-values.ts';

/**
 * A schema may carry readable texts per keyword, e.g.
 * `Type.String({ maxLength: 50, 'x-messages': { maxLength: ReferenceMessages.materialList.tooLong } })`;
 * `required` on a property's schema is used when the property is missing.
 */
export type ErrorMessages = Partial<Record<'required' | 'type' | 'minLength' | 'maxLength' | string, string>>;

interface SchemaError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

function resolvePointer(root: unknown, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

function customMessage(schema: Record<string, unknown> | undefined, keyword: string): string | undefined {
  const messages = schema?.['x-messages'] as ErrorMessages | undefined;
  return messages?.[keyword];
}

/** "/SearchText/0/FieldName" → "SearchText[0].FieldName". */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

const article = (type: string) =>
  type === 'null' ? 'null' : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;

/** One alternative of an anyOf, as the words after "must be". */
function alternative(error: SchemaError): string {
  return error.keyword === 'type'
    ? article(String(error.params.type))
    : describe(error, []).replace(/^must be /, '');
}

function describe(error: SchemaError, alternatives: SchemaError[]): string {
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'anyOf': {
      const words = alternatives.map(alternative);
      if (words.length === 0) return 'has an invalid value';
      return `must be ${words.join(words.some((w) => w.includes(' or ')) ? ', or ' : ' or ')}`;
    }
    case 'type':
      return `must be ${article(String(error.params.type))}`;
    case 'maxLength':
      return `must be at most ${limit} characters`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`;
    case 'minimum':
      return `must be ${limit} or more`;
    case 'maximum':
      return `must be ${limit} or less`;
    case 'maxItems':
      return `must have at most ${limit} entries`;
    case 'pattern':
      return error.params.pattern === SINGLE_LINE_PATTERN ? TextProblem.lineBreak : error.message;
    case 'format':
      return dateFormatProblem(String(error.params.format)) ?? error.message;
    default:
      return error.message;
  }
}

/** The problem the message tells about: a missing field first, then a wrong one. */
function firstError(errors: SchemaError[]): SchemaError | undefined {
  return (
    errors.find((e) => e.keyword === 'required') ??
    errors.find((e) => e.keyword === 'anyOf') ??
    errors.find((e) => e.keyword !== 'boolean') ??
    errors[0]
  );
}

/** One readable sentence for the first problem found, naming the field. */
export function describeErrors(schema: TSchema, errors: SchemaError[], part: string): string {
  const first = firstError(errors);
  if (!first) return `The ${part} is invalid`;

  if (first.keyword === 'required') {
    const missing = (first.params.requiredProperties as string[] | undefined) ?? [];
    const parent = resolvePointer(schema, first.schemaPath);
    const properties = parent?.properties as Record<string, Record<string, unknown>> | undefined;
    const custom = missing.map((name) => customMessage(properties?.[name], 'required')).find(Boolean);
    if (custom) return custom;
    const prefix = first.instancePath ? `${fieldName(first.instancePath)}.` : '';
    const names = missing.map((name) => prefix + name);
    return `${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} required`;
  }
  if (first.instancePath === '' && first.keyword === 'type') {
    return part === 'body' ? 'The request body must be a JSON object' : `The ${part} is invalid`;
  }
  const custom = customMessage(resolvePointer(schema, first.schemaPath), first.keyword);
  if (custom) return custom;
  const alternatives = errors.filter((e) => e.keyword !== 'anyOf' && e.instancePath === first.instancePath);
  return `${fieldName(first.instancePath)} ${describe(first, alternatives)}`;
}

/**
 * Text no field should hold, wherever it comes from: what `textProblem` in @tac/contracts refuses in
 * any field (control characters but tab and line breaks, direction overrides; PostgreSQL refuses NUL
 * outright: a 500 if let through), and lone surrogates, which have no UTF-8 form and would be stored
 * silently changed. Single-line fields refuse line breaks by their schema's pattern. Returns the
 * problem at the first string holding one.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function findUnsafeText(value: unknown, path = ''): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value, { singleLine: false });
    if (problem) return { path, problem };
    if (LONE_SURROGATE.test(value))
      return { path, problem: 'must be well-formed text (it holds a lone surrogate)' };
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnsafeText(item, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * TypeBox passes a value whose format it does not know, and checks a date with the function its
 * registry held when the schema was compiled: a schema naming a format that is not registered, or a
 * date format whose check is not the one @tac/contracts registered (another copy of TypeBox), would
 * let any text through. Such a schema is refused when compiled, at start-up.
 */
function assertFormatsChecked(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  const format = (schema as { format?: unknown }).format;
  if (typeof format === 'string') {
    const expected = Object.hasOwn(DATE_FORMATS, format)
      ? DATE_FORMATS[format as keyof typeof DATE_FORMATS].check
      : undefined;
    if (!Format.Has(format) || (expected && Format.Get(format) !== expected))
      throw new Error(`The schema's format '${format}' is not checked by the validator`);
  }
  for (const value of Object.values(schema)) assertFormatsChecked(value);
}

/** Compiles a request schema, once its formats are known to be checked. */
function compileChecked(schema: TSchema) {
  assertFormatsChecked(schema);
  return Compile(schema);
}

/**
 * TypeBox's own compiler (as @fastify/type-provider-typebox's TypeBoxValidatorCompiler does), with
 * readable messages. Bodies are checked as sent, never coerced: `"5"` is not an integer. Query
 * strings and path parameters arrive as text and are converted first, strictly (query-values.ts).
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  if (httpPart === 'body' && (schema as { format?: string }).format === 'binary') return bytesOnly;
  const check = compileChecked(schema);
  const part = httpPart === 'querystring' ? 'query string' : (httpPart ?? 'request');
  return (value: unknown) => {
    const converted = httpPart === 'body' ? value : convertQueryValues(schema, value);
    if (check.Check(converted)) {
      const unsafe = findUnsafeText(converted);
      if (unsafe === undefined) return { value: converted };
      return { error: new Error(`${fieldName(unsafe.path) || `The ${part}`} ${unsafe.problem}`) };
    }
    const message = describeErrors(schema, check.Errors(converted) as SchemaError[], part);
    return { error: new Error(message) };
  };
};

/** A body of raw bytes (a schema of `format: 'binary'`, read by the route's own parser): any bytes. */
function bytesOnly(value: unknown) {
  return Buffer.isBuffer(value)
    ? { value }
    : { error: new Error("Send the file's bytes as the request body, not JSON") };
}

/**
 * For a batch whose items are each checked on their own (the field sync's push, with valueChecker per
 * item): the route documents each item's full schema, and its body is checked here against `outline`
 * only (what the batch needs to answer each item), so one item's bad value refuses that item, not
 * the batch. The request's other parts are checked as usual.
 */
export function outlineValidator(outline: TSchema): FastifySchemaCompiler<TSchema> {
  const check = compileChecked(outline);
  return (route) =>
    route.httpPart === 'body'
      ? (value: unknown) =>
          check.Check(value)
            ? { value }
            : { error: new Error(describeErrors(outline, check.Errors(value) as SchemaError[], 'body')) }
      : validatorCompiler(route);
}

/**
 * The same checks as a request body gets, for one value on its own: a batch whose items are judged one
 * by one (the field sync's push) answers each with the field and the sentence a body would get.
 */
export function valueChecker(
  schema: TSchema,
): (value: unknown) => { field: string; message: string } | undefined {
  const check = compileChecked(schema);
  return (value) => {
    if (check.Check(value)) {
      const unsafe = findUnsafeText(value);
      return (
        unsafe && { field: fieldName(unsafe.path), message: `${fieldName(unsafe.path)} ${unsafe.problem}` }
      );
    }
    const errors = check.Errors(value) as SchemaError[];
    const first = firstError(errors);
    const missing =
      first?.keyword === 'required' ? (first.params.requiredProperties as string[] | undefined) : [];
    const path = `${first?.instancePath ?? ''}${missing?.[0] ? `/${missing[0]}` : ''}`;
    return { field: fieldName(path), message: describeErrors(schema, errors, 'item') };
  };
}

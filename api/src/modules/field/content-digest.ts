import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';

/** Each field of an item by a short digest of its value: what a repeat of its client id must match. */
export type ContentDigest = Record<string, string>;

/**
 * The digest of an item's content (shared/docs/field-sync.md "Push"), field by field so that a
 * conflict can name the fields that differ. Its own client id is not content; a null is the same as
 * a field left out (as the schemas read them), and keys are sorted, so the same item serialised by
 * another client or app version digests alike.
 */
export function contentDigest(
  item: Record<string, unknown>,
  skip: readonly string[] = ['clientId'],
): ContentDigest {
  const digest: ContentDigest = {};
  for (const [field, value] of Object.entries(item)) {
    if (skip.includes(field) || value === null || value === undefined) continue;
    const text = stringify(value, (_key, inner) => (inner === null ? undefined : inner)) ?? '';
    digest[field] = createHash('sha256').update(text).digest('base64url').slice(0, 16);
  }
  return digest;
}

/** The fields whose content differs between two digests (a field in one only differs), in name order. */
export function differences(first: ContentDigest, again: ContentDigest): string[] {
  const fields = new Set([...Object.keys(first), ...Object.keys(again)]);
  return [...fields].filter((field) => first[field] !== again[field]).sort();
}

import { readFile, stat } from 'node:fs/promises';
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { describeErrors } from '../../http/validation.ts';

const VersionRef = {
  version: Type.String({ minLength: 1 }),
  /** Full URL (a CDN) or a path; left out, the API's own build of that version is used. */
  entry: Type.Optional(Type.String({ minLength: 1 })),
};

const RolloutEntrySchema = Type.Object({
  stable: Type.Optional(Type.Object(VersionRef)),
  candidate: Type.Optional(
    Type.Object({
      ...VersionRef,
      /** Share of signed-in users, by a stable hash of user id and remote name. */
      percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
      /** Role names that always get the candidate. */
      roles: Type.Optional(Type.Array(Type.String())),
      /** User names that always get the candidate. */
      users: Type.Optional(Type.Array(Type.String())),
    }),
  ),
});

/** TAC_REMOTES_FILE: per remote name, a pinned stable version and an optional candidate. */
export const RolloutFileSchema = Type.Record(Type.String(), RolloutEntrySchema);
export type RolloutFile = Static<typeof RolloutFileSchema>;
export type RolloutEntry = Static<typeof RolloutEntrySchema>;
export type Candidate = NonNullable<RolloutEntry['candidate']>;

const check = Compile(RolloutFileSchema);

export function parseRolloutFile(text: string, file: string): RolloutFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!check.Check(value)) {
    throw new Error(`${file}: ${describeErrors(RolloutFileSchema, check.Errors(value) as never, 'file')}`);
  }
  return value;
}

/**
 * Reads the rollout file when it changed (by modification time and size), so promoting or rolling back a
 * remote is an edit of the file, with no restart. A broken edit keeps the last good version.
 */
export function rolloutReader(file: string | undefined, onError: (error: Error) => void) {
  let cached: { version: string; value: RolloutFile } | undefined;
  return async function read(): Promise<RolloutFile> {
    if (!file) return {};
    try {
      const { mtimeMs, size } = await stat(file);
      const version = `${mtimeMs}:${size}`;
      if (cached?.version !== version)
        cached = { version, value: parseRolloutFile(await readFile(file, 'utf8'), file) };
    } catch (error) {
      onError(error as Error);
    }
    return cached?.value ?? {};
  };
}

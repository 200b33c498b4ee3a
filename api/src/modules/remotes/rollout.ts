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

/**
 * TAC_REMOTES_FILE: per remote name, a pinned stable version and an optional candidate. It seeds the
 * rollout state in the database (rollout-state.ts); the database rows are read back in this shape.
 */
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

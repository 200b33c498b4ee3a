import type { RemoteRouteMeta } from '@tac/contracts';
import type { ColumnType } from 'kysely';

/**
 * The release and rollout tables (migration 0013). The remotes module owns them: `npm run release`
 * registers builds, the rollout calls move versions between stable and candidate, the manifest reads
 * them on every answer and counts which version it named.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

/** A registered build: `<remote>/dist/<version>/` and the shared ranges its release.json records. */
export interface RemoteReleaseTable {
  remote: string;
  version: string;
  /** Shared package → the range the build requires from the host (`^19.3.1`). */
  shared: Json<Record<string, string>>;
  registered_at: ColumnType<Date, Date | string | undefined, never>;
  registered_by: Nullable<number>;
  /**
   * The routes the release provides, from its release.json (migration 0040); null for one registered
   * before they were recorded (the manifest then reads its build's release.json).
   */
  routes: ColumnType<RemoteRouteMeta[] | null, string | null | undefined, string | null>;
}

/** Per remote: who gets which version. No row: the manifest serves the default stable. */
export interface RemoteRolloutTable {
  remote: string;
  /** Null: the default stable (the package.json version if built, else the highest build). */
  stable_version: Nullable<string>;
  /** A CDN URL seeded from TAC_REMOTES_FILE; null: this API's own build. */
  stable_entry: Nullable<string>;
  candidate_version: Nullable<string>;
  candidate_entry: Nullable<string>;
  candidate_percent: Defaulted<number>;
  candidate_users: Json<string[]>;
  candidate_roles: Json<string[]>;
  /** The stable before the last promote, so a rollback after promoting returns to it. */
  previous_stable_version: Nullable<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /**
   * When the candidate on offer was rolled out (migration 0067): its load failures count from then,
   * so a failure of an earlier offer of the same version does not count against this one.
   */
  candidate_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * Counters for the Releases screen: distinct users the manifest named a version to, and their failed
 * loads of it (each counted once per user in a window: remote_version_user).
 */
export interface RemoteVersionStatTable {
  remote: string;
  version: string;
  sign_ins: Defaulted<number>;
  load_failures: Defaulted<number>;
}

/** A user the manifest served a version to (migration 0022), and their last counted failure report. */
export interface RemoteVersionUserTable {
  remote: string;
  version: string;
  user_id: number;
  served_at: ColumnType<Date, Date | string | undefined, never>;
  /** The latest manifest answer that named it to them (migration 0067), kept for candidates. */
  last_served_at: ColumnType<Date, Date | string | undefined, Date | string>;
  failure_reported_at: Nullable<Date | string>;
}

/**
 * A candidate the console withdrew by itself (migration 0067): too many of the users given it within
 * the window could not load it (service.ts withdrawIfFailing). Read by the Releases screen and counted
 * by tac_remote_candidate_withdrawals_total.
 */
export interface RemoteWithdrawalTable {
  id: ColumnType<number, never, never>;
  remote: string;
  version: string;
  withdrawn_at: ColumnType<Date, Date | string | undefined, never>;
  failed_users: number;
  served_users: number;
}

export interface RemoteTables {
  remote_version_user: RemoteVersionUserTable;
  remote_release: RemoteReleaseTable;
  remote_rollout: RemoteRolloutTable;
  remote_version_stat: RemoteVersionStatTable;
  remote_withdrawal: RemoteWithdrawalTable;
}

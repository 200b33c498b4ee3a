import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedRunner } from '../../db/prepared.ts';

/** At most `calls` in a window of `seconds`, the window opened by the key's first call after the last one ended. */
export interface RateWindow {
  calls: number;
  seconds: number;
}

export type RateAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Ended windows are deleted now and then; a call on an ended window opens a new one anyway. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * A fixed-window counter per key (a device, or an address for enrolment) kept in the database, so
 * every API replica on one PostgreSQL counts the same calls (shared/docs/field-sync.md "Limits").
 * One row per key, counted in one atomic statement: the first call of a window sets it open with 1,
 * later ones add 1 while it lasts. Windows start at the key's own first call, by the database's
 * clock, so replicas whose clocks differ agree and there is no moment when every key resets at once.
 */
export class RateLimiter {
  private nextPrune = Date.now() + PRUNE_EVERY_MS;

  constructor(
    private readonly db: Db,
    /** The kind of key ('device', 'enrol'): the limiters share one table. */
    private readonly kind: string,
    private readonly window: RateWindow,
  ) {}

  /** Counts one call of the key; refused (with the seconds until its window ends) past the limit. */
  async take(id: string | number): Promise<RateAnswer> {
    if (Date.now() >= this.nextPrune) await this.prune();
    const seconds = this.window.seconds;
    const ended = sql<boolean>`w.window_start <= now() - ${seconds} * interval '1 second'`;
    // Prepared (db/prepared.ts): every device call runs it.
    const rows = await preparedRunner(this.db)(
      sql<{ calls: number; retryAfter: number }>`
      insert into field_rate_window as w (key, window_start, calls)
      values (${`${this.kind}:${id}`}, now(), 1)
      on conflict (key) do update set
        window_start = case when ${ended} then now() else w.window_start end,
        calls = case when ${ended} then 1 else w.calls + 1 end
      returning w.calls,
        ceil(extract(epoch from w.window_start + ${seconds} * interval '1 second' - now()))::integer as "retryAfter"`.compile(
        this.db,
      ),
    );
    const row = rows[0] as { calls: number; retryAfter: number };
    if (row.calls <= this.window.calls) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, row.retryAfter) };
  }

  /** Deletes this kind's ended windows: rows of devices and addresses that went quiet. */
  async prune(): Promise<void> {
    this.nextPrune = Date.now() + PRUNE_EVERY_MS;
    await sql`delete from field_rate_window
      where key like ${`${this.kind}:%`} and window_start <= now() - ${this.window.seconds} * interval '1 second'`.execute(
      this.db,
    );
  }
}

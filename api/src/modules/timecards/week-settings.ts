/**
 * Each division's week settings (shared/docs/overtime.md): the overtime rule set its employees'
 * weeks are worked out by, its close deadline and after how many days without a sync a crewed
 * device is named in the close reminder ("Close reminders").
 */
import {
  closeDeadlineProblem,
  EmployeeWeekMessages,
  type WeekSettings,
  type WeekSettingsSave,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';

const SETTINGS = sql`d.id as "divisionId", d.division_name as "divisionName",
  d.overtime_rule_set as "overtimeRuleSet", d.close_weekday as "closeWeekday", d.close_hour as "closeHour",
  d.stale_device_days as "staleDeviceDays"`;

const SAVED_FIELDS = ['overtimeRuleSet', 'closeWeekday', 'closeHour', 'staleDeviceDays'] as const;

/** The caller's live divisions with their settings, by name. */
export async function listWeekSettings(db: Db, scope: DivisionScope): Promise<WeekSettings[]> {
  const { rows } = await sql<WeekSettings>`select ${SETTINGS}
    from division d where not d.is_deleted and ${inScope('d.id', scope)}
    order by lower(d.division_name) collate "C", d.id`.execute(db);
  return rows;
}

/**
 * Saves one division's settings, audited with the values before and after. A deadline's day without
 * its hour (or the reverse) is a 400 naming the missing field; a field the save leaves out keeps its
 * value. A division outside the caller's, or none, answers 404 and nothing is written.
 */
export async function saveWeekSettings(
  db: Db,
  userId: number,
  save: WeekSettingsSave,
  scope: DivisionScope,
): Promise<WeekSettings> {
  const problem = closeDeadlineProblem(save);
  if (problem) throw new ApiError(400, problem);
  return auditedWrite(db, userId, async (trx) => {
    const { rows } = await sql<WeekSettings>`select ${SETTINGS}
      from division d where d.id = ${save.divisionId} and not d.is_deleted and ${inScope('d.id', scope)}
      for update`.execute(trx);
    const before = rows[0];
    if (!before) throw new ApiError(404, EmployeeWeekMessages.divisionNotFound);
    const after: WeekSettings = {
      ...before,
      overtimeRuleSet: save.overtimeRuleSet,
      closeWeekday: save.closeWeekday === undefined ? before.closeWeekday : save.closeWeekday,
      closeHour: save.closeHour === undefined ? before.closeHour : save.closeHour,
      staleDeviceDays: save.staleDeviceDays ?? before.staleDeviceDays,
    };
    await sql`update division set overtime_rule_set = ${after.overtimeRuleSet},
        close_weekday = ${after.closeWeekday}, close_hour = ${after.closeHour},
        stale_device_days = ${after.staleDeviceDays}, updated_at = now()
      where id = ${save.divisionId}`.execute(trx);
    // The audit row holds the settings this save names (an older screen's save names only the rule set).
    const named = SAVED_FIELDS.filter((field) => save[field] !== undefined);
    return {
      result: after,
      audit: {
        action: 'update',
        entity: 'week-settings',
        entityId: save.divisionId,
        before: Object.fromEntries(named.map((field) => [field, before[field]])),
        after: Object.fromEntries(named.map((field) => [field, after[field]])),
      },
    };
  });
}

/**
 * Each division's week settings (shared/docs/overtime.md): the overtime rule set its employees'
 * weeks are worked out by.
 */
import { EmployeeWeekMessages, type WeekSettings, type WeekSettingsSave } from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';

/** The caller's live divisions with their settings, by name. */
export async function listWeekSettings(db: Db, scope: DivisionScope): Promise<WeekSettings[]> {
  const { rows } = await sql<WeekSettings>`select d.id as "divisionId", d.division_name as "divisionName",
      d.overtime_rule_set as "overtimeRuleSet"
    from division d where not d.is_deleted and ${inScope('d.id', scope)}
    order by lower(d.division_name) collate "C", d.id`.execute(db);
  return rows;
}

/**
 * Saves one division's settings, audited with the values before and after. A division outside the
 * caller's, or none, answers 404 and nothing is written.
 */
export async function saveWeekSettings(
  db: Db,
  userId: number,
  save: WeekSettingsSave,
  scope: DivisionScope,
): Promise<WeekSettings> {
  return auditedWrite(db, userId, async (trx) => {
    const { rows } = await sql<WeekSettings>`select d.id as "divisionId", d.division_name as "divisionName",
        d.overtime_rule_set as "overtimeRuleSet"
      from division d where d.id = ${save.divisionId} and not d.is_deleted and ${inScope('d.id', scope)}
      for update`.execute(trx);
    const before = rows[0];
    if (!before) throw new ApiError(404, EmployeeWeekMessages.divisionNotFound);
    await sql`update division set overtime_rule_set = ${save.overtimeRuleSet}, updated_at = now()
      where id = ${save.divisionId}`.execute(trx);
    const after = { ...before, overtimeRuleSet: save.overtimeRuleSet };
    return {
      result: after,
      audit: {
        action: 'update',
        entity: 'week-settings',
        entityId: save.divisionId,
        before: { overtimeRuleSet: before.overtimeRuleSet },
        after: { overtimeRuleSet: after.overtimeRuleSet },
      },
    };
  });
}

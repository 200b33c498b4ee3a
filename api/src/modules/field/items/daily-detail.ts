import { FieldDailyDetailItemSchema } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { defineFieldItem } from './definition.ts';

/** A project's day on site: weather, visitors, inspection, equipment, productive and idle hours. */
export default defineFieldItem({
  kind: 'dailyDetail',
  schema: FieldDailyDetailItemSchema,
  employees: () => ({ field: 'employeeId', ids: [] }),
  checks: [],
  write: {
    mode: 'batch',
    row: (d, n, { divisionId }) => ({
      n,
      client_id: d.clientId,
      detail_date: d.day,
      project_id: d.projectId,
      division_id: divisionId,
      weather: d.weather ?? '',
      subs_or_visitors: d.subsOrVisitors ?? '',
      inspection_description: d.inspectionDescription ?? '',
      inspection_initial: d.inspectionInitial ?? '',
      equipment_description: d.equipmentDescription ?? '',
      productive_hours: d.productiveHours ?? null,
      idle_hours: d.idleHours ?? null,
    }),
    insert: (rows, deviceId) => sql`
      insert into daily_detail (detail_date, project_id, device_id, division_id, weather, subs_or_visitors,
        inspection_description, inspection_initial, equipment_description, productive_hours, idle_hours)
      select detail_date, project_id, ${deviceId}::integer, division_id, weather, subs_or_visitors,
        inspection_description, inspection_initial, equipment_description, productive_hours, idle_hours
      from jsonb_to_recordset(${rows}) as d (n integer, client_id text, detail_date date,
        project_id integer, division_id integer, weather text, subs_or_visitors text,
        inspection_description text, inspection_initial text, equipment_description text,
        productive_hours double precision, idle_hours double precision)
      where client_id in (select client_id from fresh)
      order by n`,
  },
});

import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { DEVICE_NAME_SAMPLE, decimal } from '../format.ts';
import { PROJECT_GROUP, TASK_CODE_GROUP } from '../layout.ts';
import { reportType } from '../report-type.ts';
import { dayText, inPeriod, joinedTexts, projectInScope, projectKey, taskKey, totalHours } from '../sql.ts';

/**
 * Types 1 and 21: the units each foreman device reported per task code and day, with the hours
 * and the rate between them (units per hour for 1, hours per unit for 21) and the work notes.
 * A time record's lines (REG, OT…) repeat its units, so units are taken once per record.
 */
export function unitNotesReport(code: '1' | '21', rate: 'unitsPerHour' | 'hoursPerUnit'): ReportDefinition {
  const ratio = (units: number, hours: number) =>
    rate === 'unitsPerHour'
      ? hours > 0
        ? decimal(units / hours)
        : ''
      : units > 0
        ? decimal(hours / units)
        : '';
  return {
    ...reportType(code),
    parts: [
      {
        query: (db, request) => {
          const records = db
            .selectFrom('timecard as t')
            .select([
              't.project_id',
              't.task_id',
              't.device_id',
              dayText('t.day').as('day'),
              sql<number>`max(t.work_units)::float8`.as('units'),
              totalHours().as('hours'),
              sql<string>`max(t.work_note)`.as('work_note'),
            ])
            .where(projectInScope(request, 't.project_id'))
            .where(inPeriod(request, 't.day'))
            .where('t.work_units', 'is not', null)
            .groupBy(['t.time_record_id', 't.project_id', 't.task_id', 't.device_id', 't.day']);
          const [top, bottom] = rate === 'unitsPerHour' ? ['units', 'hours'] : ['hours', 'units'];
          return db
            .selectFrom(records.as('x'))
            .innerJoin('project as p', 'p.id', 'x.project_id')
            .innerJoin('device as d', 'd.id', 'x.device_id')
            .leftJoin('task as k', 'k.id', 'x.task_id')
            .select([
              ...projectKey(),
              ...taskKey(),
              'x.day',
              'd.name as device',
              'd.id as deviceId',
              sql<number>`sum(x.units)::float8`.as('units'),
              sql<number>`sum(x.hours)::float8`.as('hours'),
              sql<number | null>`sum(x.${sql.raw(top)}) / nullif(sum(x.${sql.raw(bottom)}), 0)`.as('rate'),
              joinedTexts('x.work_note').as('notes'),
            ])
            .groupBy(['p.id', 'k.id', 'x.day', 'd.id']);
        },
        keys: ['project', 'projectId', 'taskCode', 'taskId', 'day', 'device', 'deviceId'],
        groups: [PROJECT_GROUP, TASK_CODE_GROUP],
        columns: [
          { field: 'day', header: 'Date', width: 55, format: 'date' },
          { field: 'device', header: 'Foreman Device', width: 120, sample: DEVICE_NAME_SAMPLE },
          { field: 'units', header: 'Units', width: 45, format: 'number' },
          { field: 'hours', header: 'Hours', width: 45, format: 'number' },
          {
            field: 'rate',
            header: rate === 'unitsPerHour' ? 'Units/Hour' : 'Hours/Unit',
            width: 60,
            format: 'number',
          },
          { field: 'notes', header: 'Work Notes', width: 200 },
        ],
        totals: {
          sum: ['units', 'hours'],
          cells: ({ sums }) => ({
            units: decimal(sums.units ?? 0),
            hours: decimal(sums.hours ?? 0),
            rate: ratio(sums.units ?? 0, sums.hours ?? 0),
          }),
        },
        emptyText: 'No units were reported in this period.',
      },
    ],
  };
}

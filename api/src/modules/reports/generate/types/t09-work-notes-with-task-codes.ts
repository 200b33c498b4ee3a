import { type SqlBool, sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { reportType } from '../report-type.ts';
import { dayText, employeeLabel, inPeriod, projectInScope, projectLabel, taskLabel } from '../sql.ts';

/** Type 9: each time record's work (actual) and expectation notes, by project and task code. */
const definition: ReportDefinition = {
  ...reportType('9'),
  parts: [
    {
      query: (db, request) =>
        db
          .selectFrom('timecard as t')
          .innerJoin('project as p', 'p.id', 't.project_id')
          .innerJoin('device as d', 'd.id', 't.device_id')
          .innerJoin('employee as e', 'e.id', 't.employee_id')
          .leftJoin('task as k', 'k.id', 't.task_id')
          .select([
            projectLabel('p').as('project'),
            'p.id as projectId',
            taskLabel('k').as('taskCode'),
            sql<number>`coalesce(k.id, 0)`.as('taskId'),
            dayText('t.day').as('day'),
            'd.name as device',
            't.time_record_id as recordId',
            employeeLabel('e').as('employee'),
            sql<string>`max(t.work_note)`.as('workNote'),
            sql<string>`max(t.expectation_note)`.as('expectationNote'),
          ])
          .where(projectInScope(request, 't.project_id'))
          .where(inPeriod(request, 't.day'))
          .where(sql<SqlBool>`(t.work_note <> '' or t.expectation_note <> '')`)
          .groupBy(['p.id', 'k.id', 't.day', 'd.id', 't.time_record_id', 'e.id']),
      keys: ['project', 'projectId', 'taskCode', 'taskId', 'day', 'device', 'recordId'],
      groups: [
        { field: 'project', label: 'Project' },
        { field: 'taskCode', label: 'Task Code' },
      ],
      columns: [
        { field: 'day', header: 'Day', width: 50, format: 'date' },
        { field: 'device', header: 'Foreman Device', width: 110, sample: DEVICE_NAME_SAMPLE },
        { field: 'employee', header: 'Employee', width: 110 },
        { field: 'workNote', header: 'Actual', width: 170 },
        { field: 'expectationNote', header: 'Expectation', width: 150 },
      ],
      emptyText: 'No work notes in this period.',
    },
  ],
  landscape: true,
};
export default definition;

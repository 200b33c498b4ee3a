import { type SqlBool, sql } from 'kysely';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { PROJECT_GROUP, TASK_CODE_GROUP } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { dayText, employeeLabel, projectKey, taskKey } from '../sql.ts';
import { timecardsInScope } from './timecards.ts';

/** Type 9: each time record's work (actual) and expectation notes, by project and task code. */
export default oneTableReport(
  '9',
  {
    query: (db, request) =>
      timecardsInScope(db, request)
        .select([
          ...projectKey(),
          ...taskKey(),
          dayText('t.day').as('day'),
          'd.name as device',
          't.time_record_id as recordId',
          employeeLabel('e').as('employee'),
          sql<string>`max(t.work_note)`.as('workNote'),
          sql<string>`max(t.expectation_note)`.as('expectationNote'),
        ])
        .where(sql<SqlBool>`(t.work_note <> '' or t.expectation_note <> '')`)
        .groupBy(['p.id', 'k.id', 't.day', 'd.id', 't.time_record_id', 'e.id']),
    keys: ['project', 'projectId', 'taskCode', 'taskId', 'day', 'device', 'recordId'],
    groups: [PROJECT_GROUP, TASK_CODE_GROUP],
    columns: [
      { field: 'day', header: 'Day', width: 50, format: 'date' },
      { field: 'device', header: 'Foreman Device', width: 110, sample: DEVICE_NAME_SAMPLE },
      { field: 'employee', header: 'Employee', width: 110 },
      { field: 'workNote', header: 'Actual', width: 170 },
      { field: 'expectationNote', header: 'Expectation', width: 150 },
    ],
    emptyText: 'No work notes in this period.',
  },
  { landscape: true },
);

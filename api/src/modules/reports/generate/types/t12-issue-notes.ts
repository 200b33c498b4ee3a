import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { DEVICE_NAME_SAMPLE, decimal } from '../format.ts';
import { reportType } from '../report-type.ts';
import { dayText, inPeriod, projectInScope, projectLabel } from '../sql.ts';

/** Type 12: every issue note with its status code, lost hours and how many pictures it has, by project. */
const definition: ReportDefinition = {
  ...reportType('12'),
  parts: [
    {
      query: (db, request) =>
        db
          .selectFrom('issue_note as n')
          .innerJoin('project as p', 'p.id', 'n.project_id')
          .innerJoin('device as d', 'd.id', 'n.device_id')
          .leftJoin('status_code as s', 's.id', 'n.status_code_id')
          .select([
            projectLabel('p').as('project'),
            'p.id as projectId',
            dayText('n.note_date').as('day'),
            'n.id as noteId',
            'd.name as device',
            'n.issue_note as note',
            sql<string>`coalesce(s.display_text, '')`.as('statusCode'),
            'n.lost_hours as lostHours',
            sql<number>`(select count(*)::int from issue_note_attachment a where a.issue_note_id = n.id)`.as(
              'attachments',
            ),
          ])
          .where(projectInScope(request, 'n.project_id'))
          .where(inPeriod(request, 'n.note_date')),
      keys: ['project', 'projectId', 'day', 'noteId'],
      groups: [{ field: 'project', label: 'Project' }],
      columns: [
        { field: 'day', header: 'Day', width: 50, format: 'date' },
        { field: 'device', header: 'Device', width: 110, sample: DEVICE_NAME_SAMPLE },
        { field: 'note', header: 'Issue Note', width: 180 },
        { field: 'statusCode', header: 'Status Code', width: 80 },
        { field: 'lostHours', header: 'Lost Hours', width: 60, format: 'number' },
        { field: 'attachments', header: 'Pictures', width: 45, format: 'count' },
      ],
      totals: {
        sum: ['lostHours', 'attachments'],
        cells: ({ sums }) => ({
          lostHours: decimal(sums.lostHours ?? 0),
          attachments: String(sums.attachments ?? 0),
        }),
      },
      emptyText: 'No issue notes in this period.',
    },
  ],
};
export default definition;

import { sql } from 'kysely';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { PROJECT_GROUP, sumTotals } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { dayText, projectKey } from '../sql.ts';
import { issueNotesInScope } from './timecards.ts';

/** Type 12: every issue note with its status code, lost hours and how many pictures it has, by project. */
export default oneTableReport('12', {
  query: (db, request) =>
    issueNotesInScope(db, request).select([
      ...projectKey(),
      dayText('n.note_date').as('day'),
      'n.id as noteId',
      'd.name as device',
      'n.issue_note as note',
      sql<string>`coalesce(s.display_text, '')`.as('statusCode'),
      'n.lost_hours as lostHours',
      sql<number>`(select count(*)::int from issue_note_attachment a where a.issue_note_id = n.id)`.as(
        'attachments',
      ),
    ]),
  keys: ['project', 'projectId', 'day', 'noteId'],
  groups: [PROJECT_GROUP],
  columns: [
    { field: 'day', header: 'Day', width: 50, format: 'date' },
    { field: 'device', header: 'Device', width: 110, sample: DEVICE_NAME_SAMPLE },
    { field: 'note', header: 'Issue Note', width: 180 },
    { field: 'statusCode', header: 'Status Code', width: 80 },
    { field: 'lostHours', header: 'Lost Hours', width: 60, format: 'number' },
    { field: 'attachments', header: 'Pictures', width: 45, format: 'count' },
  ],
  totals: sumTotals(['lostHours', 'attachments']),
  emptyText: 'No issue notes in this period.',
});

import { AttestationTexts } from '@tac/contracts';
import { sql } from 'kysely';
import type { ReportPart, ReportRequest } from '../definition.ts';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { countOf, PROJECT_GROUP } from '../layout.ts';
import { dayText, employeeLabel, projectKey } from '../sql.ts';
import { timecardsInScope } from './timecards.ts';

/** The attestation statements in the report's language (English unless it asks for Spanish). */
export const statementsFor = (request: ReportRequest) =>
  AttestationTexts[request.language === 'es' ? 'es' : 'en'];

/**
 * The rejection statements of a record's reason keys (comma-separated), in the order the
 * attestation PDF lists them; 'not accurate' when none is recorded, as that PDF does.
 */
export function rejectionText(request: ReportRequest, reasonsColumn: string) {
  const { rejections } = statementsFor(request);
  const rows = Object.entries(rejections).map(([key, text], order) => sql`(${key}, ${order}, ${text})`);
  return sql<string>`coalesce((select string_agg(r.text, ' ' order by r.ord)
    from (values ${sql.join(rows)}) as r(key, ord, text)
    where r.key = any(string_to_array(${sql.ref(reasonsColumn)}, ','))), ${rejections.inaccurate})`;
}

/** Types 19 and 20: the time records of one attestation status, a line per record, by project. */
export function attestationPart(
  status: 'Rejected' | 'Override',
  reason: (request: ReportRequest) => ReturnType<typeof rejectionText>,
): ReportPart {
  return {
    query: (db, request) =>
      timecardsInScope(db, request)
        .select([
          ...projectKey(),
          dayText('t.day').as('day'),
          employeeLabel('e').as('employee'),
          't.time_record_id as recordId',
          'd.name as device',
          sql<string>`max(t.attestation_reasons)`.as('reasons'),
          sql<number>`sum(t.hours)::float8`.as('hours'),
        ])
        .where('t.attestation_status', '=', status)
        .groupBy(['p.id', 't.day', 'e.id', 't.time_record_id', 'd.id'])
        .$call((records) =>
          db.selectFrom(records.as('x')).selectAll('x').select(reason(request).as('reason')),
        ),
    keys: ['project', 'projectId', 'day', 'employee', 'recordId'],
    groups: [PROJECT_GROUP],
    columns: [
      { field: 'employee', header: 'Employee', width: 130 },
      { field: 'day', header: 'Day', width: 50, format: 'date' },
      { field: 'project', header: 'Project', width: 130 },
      { field: 'reason', header: status === 'Rejected' ? 'Rejection Reason' : 'Override Reason', width: 220 },
      ...(status === 'Override'
        ? [{ field: 'device', header: 'Supervisor Device', width: 110, sample: DEVICE_NAME_SAMPLE }]
        : []),
    ],
    totals: { sum: [], cells: ({ count }) => ({ employee: countOf(count, 'time record') }) },
    emptyText:
      status === 'Rejected'
        ? "No time record was attested 'No' in this period."
        : 'No supervisor overrides in this period.',
  };
}

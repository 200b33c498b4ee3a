import {
  DailyDetailSearchField as D,
  type DailyDetail,
  IssueNoteSearchField as I,
  type IssueNote,
} from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import {
  allOf,
  type Condition,
  contains,
  containsPattern,
  containsVia,
  type FieldFilter,
  searchConditions,
} from '../../db/search.ts';
import { servableAttachments } from '../../images/servable.ts';
import type { Paged } from './list-query.ts';
import type { ListInput } from './list-search.ts';

const issueNoteFields: Record<string, FieldFilter> = {
  [I.ProjectNumber]: containsVia('n.project_id', 'project', sql<string>`project_number`),
  [I.DeviceName]: containsVia('n.device_id', 'device', sql<string>`name`),
  [I.IssueNote]: contains('n.issue_note'),
  [I.StatusCode]: containsVia('n.status_code_id', 'status_code', sql<string>`display_text`),
};

function scoped(column: string, input: ListInput, dateColumn: string, fields: Record<string, FieldFilter>) {
  const conditions: Condition[] = [
    sql<boolean>`${sql.ref(dateColumn)} between ${input.range.from}::date and ${input.range.to}::date`,
  ];
  conditions.push(inScope(column, input.scope));
  conditions.push(...searchConditions(input.search, fields));
  return allOf(conditions);
}

/** Issue notes in the date range and the user's divisions, newest first, with their images. */
export async function listIssueNotes(db: Db, input: ListInput): Promise<Paged<IssueNote>> {
  if (input.scope !== 'all' && input.scope.length === 0) return { rows: [], totalCount: 0 };
  const where = scoped('n.division_id', input, 'n.note_date', issueNoteFields);
  const counted = await sql<{
    n: number;
  }>`select count(*)::int as n from issue_note n where ${where}`.execute(db);
  const totalCount = counted.rows[0]?.n ?? 0;
  if (input.page.limit === 0 || input.page.offset >= totalCount) return { rows: [], totalCount };
  const page = await sql<Omit<IssueNote, 'attachments'>>`
    select n.id, coalesce(n.employee_id, 0) as "deviceEmpID", n.device_id as "deviceID",
      n.issue_note as "issueNote", p.project_number as "projectNumber", d.name as "submittedDeviceName",
      coalesce(s.display_text, '') as "fieldStatusDescription", n.lost_hours as "lostHours"
    from issue_note n
    join project p on p.id = n.project_id
    join device d on d.id = n.device_id
    left join status_code s on s.id = n.status_code_id
    where ${where}
    order by n.note_date desc, p.project_number, n.id
    offset ${input.page.offset} limit ${input.page.limit}`.execute(db);
  const ids = page.rows.map((r) => r.id);
  const images = ids.length
    ? await db
        .selectFrom('issue_note_attachment')
        .select(['issue_note_id', 'name', 'content'])
        .where('issue_note_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const servable = await servableAttachments(images);
  const rows = page.rows.map((r) => ({
    ...r,
    attachments: servable
      .filter((a) => a.issue_note_id === r.id)
      .map(({ attachmentName, attachmentContent }) => ({ attachmentName, attachmentContent })),
  }));
  return { rows, totalCount };
}

const dailyDetailFields: Record<string, FieldFilter> = {
  [D.ProjectNumber]: containsVia('x.project_id', 'project', sql<string>`project_number`),
  [D.DeviceName]: containsVia('x.device_id', 'device', sql<string>`name`),
  [D.Weather]: contains('x.weather'),
  [D.SubsOrVisitors]: contains('x.subs_or_visitors'),
  // Either tab's description: inspection or equipment.
  [D.Description]: (value) =>
    sql<boolean>`(x.inspection_description ilike ${containsPattern(value)} or x.equipment_description ilike ${containsPattern(value)})`,
};

/** Daily details in the date range and the user's divisions, newest first. */
export async function listDailyDetails(db: Db, input: ListInput): Promise<Paged<DailyDetail>> {
  if (input.scope !== 'all' && input.scope.length === 0) return { rows: [], totalCount: 0 };
  const where = scoped('x.division_id', input, 'x.detail_date', dailyDetailFields);
  const counted = await sql<{
    n: number;
  }>`select count(*)::int as n from daily_detail x where ${where}`.execute(db);
  const totalCount = counted.rows[0]?.n ?? 0;
  if (input.page.limit === 0 || input.page.offset >= totalCount) return { rows: [], totalCount };
  const page = await sql<DailyDetail>`
    select p.project_number as "projectNumber", d.name as "deviceName", x.weather,
      x.subs_or_visitors as "subsOrVisitors", x.inspection_description as "inspectionDescription",
      x.inspection_initial as "inspectionInitial", x.equipment_description as "equipmentDescription",
      x.productive_hours as "productiveHours", x.idle_hours as "idleHours"
    from daily_detail x
    join project p on p.id = x.project_id
    join device d on d.id = x.device_id
    where ${where}
    order by x.detail_date desc, p.project_number, x.id
    offset ${input.page.offset} limit ${input.page.limit}`.execute(db);
  return { rows: page.rows, totalCount };
}

import { type ReportScheduleRow, reportRunLabel, reportTimeLabel, reportTypeName } from '@tac/contracts';
import { sql } from 'kysely';
import type { CsvColumn, KeysetKey } from '../../http/csv-stream.ts';
import type { scheduleListQuery } from '../reports/index.ts';

type Row = Awaited<ReturnType<ReturnType<typeof scheduleListQuery>['execute']>>[number];

/** The Reports list's current view (the schedules the user may see), read by schedule id. */
export const REPORT_SCHEDULE_CSV_KEYS: readonly KeysetKey<Row>[] = [{ sql: sql`s.id`, of: (r) => r.id }];

/** The list's eight columns, each as its cell reads. */
export const REPORT_SCHEDULE_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Schedule Name', value: (r) => `${r.scheduleName} · ${reportTypeName(r.reportType)}` },
  { header: 'Run', value: (r) => reportRunLabel({ ...r, run: r.run as ReportScheduleRow['run'] }) },
  { header: 'Report Time', value: (r) => reportTimeLabel(r.runReportAt) },
  { header: 'Send Report To', value: (r) => r.sendReportTo },
  { header: 'Projects', value: (r) => r.projects },
  { header: 'Divisions', value: (r) => r.divisions },
  { header: 'Report Delegates', value: (r) => r.reportDelegate },
  { header: 'Created By', value: (r) => r.userName },
];

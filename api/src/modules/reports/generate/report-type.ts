import { isReportTypeIn, type ReportTypeCode, reportTypeName } from '@tac/contracts';
import type { ReportDefinition, ReportPart } from './definition.ts';

/**
 * A type's code, its name and the schedule choices it reads, from the report type table of the
 * contracts (spec 001 §3.5), which the schedule form uses too: the name and the groups are
 * written once. `period: false` for a report of the present (a roster).
 */
export function reportType(
  code: ReportTypeCode,
  options: { period?: boolean } = {},
): Pick<ReportDefinition, 'code' | 'name' | 'parameters'> {
  return {
    code: Number(code),
    name: reportTypeName(code),
    parameters: {
      scope: isReportTypeIn('divisionBased', code) ? 'divisions' : 'projects',
      taskCodes: isReportTypeIn('taskCode', code),
      period: options.period ?? true,
    },
  };
}

/**
 * A report type of one table: reportType's facts, the table (untitled: its CSV is the report's
 * only one), and how it prints.
 */
export function oneTableReport(
  code: ReportTypeCode,
  part: ReportPart,
  options: { period?: boolean } & Pick<ReportDefinition, 'landscape' | 'extraFiles'> = {},
): ReportDefinition {
  const { period, ...rest } = options;
  return { ...reportType(code, { period }), parts: [part], ...rest };
}

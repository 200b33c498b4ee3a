import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { crewTimecards, dailyDetails, issueNotes } from './timecard-parts.ts';

/**
 * Type 2: a project's crews day by day, by foreman device: the timecards, issue notes and daily
 * details. The schedule picks the one project; sent to the foremen.
 */
const definition: ReportDefinition = {
  ...reportType('2'),
  landscape: true,
  parts: [crewTimecards(true), issueNotes(true), dailyDetails(true, 'full')],
};
export default definition;

import type { ReportDefinition } from '../definition.ts';
import { crewTimecards, dailyDetails, issueNotes } from './timecard-parts.ts';

/**
 * Type 2: a project's crews day by day, by foreman device: the timecards, issue notes and daily
 * details. The schedule picks the one project; sent to the foremen.
 */
const definition: ReportDefinition = {
  code: 2,
  name: 'Daily Job Report by Foreman (One Project)',
  parameters: { scope: 'projects', taskCodes: false, period: true },
  landscape: true,
  parts: [crewTimecards(true), issueNotes(true), dailyDetails(true, 'full')],
};
export default definition;

import type { ReportDefinition } from '../definition.ts';
import { crewTimecards, dailyDetails, issueNotes } from './timecard-parts.ts';

/** Type 5: as type 2, for every project in scope; sent to the foremen. */
const definition: ReportDefinition = {
  code: 5,
  name: 'Daily Job Report by Foreman',
  parameters: { scope: 'projects', taskCodes: false, period: true },
  landscape: true,
  parts: [crewTimecards(true), issueNotes(true), dailyDetails(true, 'full')],
};
export default definition;

import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { crewTimecards, dailyDetails, issueNotes } from './timecard-parts.ts';

/** Type 5: as type 2, for every project in scope; sent to the foremen. */
const definition: ReportDefinition = {
  ...reportType('5'),
  landscape: true,
  parts: [crewTimecards(true), issueNotes(true), dailyDetails(true, 'full')],
};
export default definition;

import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { dailyDetails, hoursByTask, issueNotes } from './timecard-parts.ts';

/** Type 8: as type 3, grouped by foreman device within each project. */
const definition: ReportDefinition = {
  ...reportType('8'),
  parts: [hoursByTask(true), issueNotes(true), dailyDetails(true, 'weather')],
};
export default definition;

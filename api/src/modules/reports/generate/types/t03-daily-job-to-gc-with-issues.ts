import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { dailyDetails, hoursByTask, issueNotes } from './timecard-parts.ts';

/** Type 3: per project (its GC named) and day: manpower and hours by task, issues with lost hours, weather. */
const definition: ReportDefinition = {
  ...reportType('3'),
  parts: [hoursByTask(false), issueNotes(false), dailyDetails(false, 'weather')],
};
export default definition;

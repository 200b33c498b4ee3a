import type { ReportDefinition } from '../definition.ts';
import { dailyDetails, hoursByTask, issueNotes } from './timecard-parts.ts';

/** Type 3: per project (its GC named) and day: manpower and hours by task, issues with lost hours, weather. */
const definition: ReportDefinition = {
  code: 3,
  name: 'Daily Job Report to GC with Issues',
  parameters: { scope: 'projects', taskCodes: false, period: true },
  parts: [hoursByTask(false), issueNotes(false), dailyDetails(false, 'weather')],
};
export default definition;

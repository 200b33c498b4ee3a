import type { ReportDefinition } from '../definition.ts';
import { dailyDetails, hoursByTask, issueNotes } from './timecard-parts.ts';

/** Type 8: as type 3, grouped by foreman device within each project. */
const definition: ReportDefinition = {
  code: 8,
  name: 'Daily Job Report to GC with Issues - Group by Foreman',
  parameters: { scope: 'projects', taskCodes: false, period: true },
  parts: [hoursByTask(true), issueNotes(true), dailyDetails(true, 'weather')],
};
export default definition;

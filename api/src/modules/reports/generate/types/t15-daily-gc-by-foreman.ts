import type { ReportDefinition } from '../definition.ts';
import { dailyDetails, hoursByTask } from './timecard-parts.ts';

/** Type 15: per project, foreman device and day: manpower and hours by task, weather, inspections; sent to the foremen. */
const definition: ReportDefinition = {
  code: 15,
  name: 'Daily GC Report by Foreman',
  parameters: { scope: 'projects', taskCodes: false, period: true },
  parts: [hoursByTask(true), dailyDetails(true, 'inspections')],
};
export default definition;

import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { dailyDetails, hoursByTask } from './timecard-parts.ts';

/** Type 15: per project, foreman device and day: manpower and hours by task, weather, inspections; sent to the foremen. */
const definition: ReportDefinition = {
  ...reportType('15'),
  parts: [hoursByTask(true), dailyDetails(true, 'inspections')],
};
export default definition;

import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { dailyDetails, dayVouchers, hoursByTask, issueNotes } from './timecard-parts.ts';

/** Type 16: as type 3, plus each day's T&M vouchers (number, version, signed). */
const definition: ReportDefinition = {
  ...reportType('16'),
  parts: [hoursByTask(false), issueNotes(false), dailyDetails(false, 'weather'), dayVouchers()],
};
export default definition;

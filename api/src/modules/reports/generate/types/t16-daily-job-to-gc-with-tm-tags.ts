import type { ReportDefinition } from '../definition.ts';
import { dailyDetails, dayVouchers, hoursByTask, issueNotes } from './timecard-parts.ts';

/** Type 16: as type 3, plus each day's T&M vouchers (number, version, signed). */
const definition: ReportDefinition = {
  code: 16,
  name: 'Daily Job Report to GC with T&M Tags',
  parameters: { scope: 'projects', taskCodes: false, period: true },
  parts: [hoursByTask(false), issueNotes(false), dailyDetails(false, 'weather'), dayVouchers()],
};
export default definition;

/** What the field sync offers other modules' tests: a device enrolled, its client ids, items and uploads. */
export { clientId, enrolDevice, ONE_HOUR, timecardItem, upload, voucherItem } from './testing.ts';

/**
 * What the field sync offers other modules' tests: a device enrolled, its client ids, items and
 * uploads, and a PDF a device uploads as a signed attestation.
 */
export { clientId, enrolDevice, ONE_HOUR, timecardItem, upload, voucherItem } from './testing.ts';
export { plainPdf } from './testing-pdfs.ts';

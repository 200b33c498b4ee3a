/** What the field sync offers other modules' tests: a device enrolled, its client ids and uploads. */
export { clientId, enrolDevice, upload } from './testing.ts';

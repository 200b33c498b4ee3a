import { unitNotesReport } from './unit-notes.ts';

/** Type 1: units, hours and the install rate (units per hour) per task code. */
export default unitNotesReport('1', 'unitsPerHour');

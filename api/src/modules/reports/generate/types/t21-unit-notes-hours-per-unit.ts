import { unitNotesReport } from './unit-notes.ts';

/** Type 21: as type 1, with hours per unit instead of units per hour. */
export default unitNotesReport('21', 'hoursPerUnit');

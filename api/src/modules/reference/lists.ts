import { divisionList } from './division/definition.ts';
import { equipmentList } from './equipment-list/definition.ts';
import { forecastList } from './forecast/definition.ts';
import { materialList } from './material-list/definition.ts';
import { payCodeList } from './pay-code/definition.ts';
import { payrollNoteList } from './payroll-note/definition.ts';
import type { ReferenceList } from './reference-list/definition.ts';
import { statusCodeList } from './status-code-list/definition.ts';
import { supervisorOverrideReasonList } from './supervisor-override-reason/definition.ts';

/**
 * Every reference list the API serves, in the menu's order. A new list is a definition (its own
 * folder), a migration for its table, a seed entry, and a line here; the routes and the shared tests
 * follow from the definition.
 */
export const REFERENCE_LISTS: readonly ReferenceList[] = [
  materialList,
  forecastList,
  divisionList,
  payrollNoteList,
  equipmentList,
  statusCodeList,
  supervisorOverrideReasonList,
  payCodeList,
];

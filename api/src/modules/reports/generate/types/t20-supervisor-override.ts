import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { attestationPart, statementsFor } from './attestation.ts';

/**
 * Type 20: the time records a supervisor attested for an absent employee, with the statement
 * made (the console records no other override reason) and the supervisor's device.
 */
const definition: ReportDefinition = {
  ...reportType('20'),
  landscape: true,
  parts: [
    attestationPart('Override', (request) => sql<string>`${statementsFor(request).supervisorOverride}::text`),
  ],
};
export default definition;

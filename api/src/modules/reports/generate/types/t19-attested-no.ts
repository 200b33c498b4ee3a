import type { ReportDefinition } from '../definition.ts';
import { reportType } from '../report-type.ts';
import { attestationPart, rejectionText } from './attestation.ts';

/** Type 19: the time records an employee attested 'No' to, with the reasons in words. */
const definition: ReportDefinition = {
  ...reportType('19'),
  landscape: true,
  parts: [attestationPart('Rejected', (request) => rejectionText(request, 'x.reasons'))],
};
export default definition;

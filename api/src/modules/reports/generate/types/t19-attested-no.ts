import type { ReportDefinition } from '../definition.ts';
import { attestationPart, rejectionText } from './attestation.ts';

/** Type 19: the time records an employee attested 'No' to, with the reasons in words. */
const definition: ReportDefinition = {
  code: 19,
  name: "Attested 'No' Report",
  parameters: { scope: 'projects', taskCodes: false, period: true },
  landscape: true,
  parts: [attestationPart('Rejected', (request) => rejectionText(request, 'x.reasons'))],
};
export default definition;

import type { Answer } from '@tac/api-client';
import type { Attachment } from '@tac/contracts';
import { notify } from '@tac/ui/toast';
import { saveAnsweredPdf } from './save-answered-pdf.ts';

/**
 * Asks for a PDF and saves it (save-answered-pdf.ts); what went wrong is an error toast (spec 002
 * §8). The voucher's PDF and the signed copy in the office.
 */
export async function savePdf(
  request: () => Promise<Answer<Attachment>>,
  fallbackName: string,
): Promise<void> {
  const problem = await saveAnsweredPdf(request, fallbackName);
  if (problem) notify.error(problem);
}

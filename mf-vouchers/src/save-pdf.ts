import { type Answer, errorMessage } from '@tac/api-client';
import { type Attachment, Messages } from '@tac/contracts';
import { notify } from '@tac/ui/toast';

/**
 * Asks for a PDF (base64 in the answer, as every PDF the API makes) and saves it under the server's
 * name, else `fallbackName`; a refusal, or an answer with no file, shows its message as an error
 * (spec 002 §8). The saving code (@tac/ui/pdf) is fetched with the first download, not with the
 * screen. The voucher's PDF, the signed copy, and the signing page's two.
 */
export async function savePdf(
  request: () => Promise<Answer<Attachment>>,
  fallbackName: string,
): Promise<void> {
  let answer: Answer<Attachment>;
  try {
    answer = await request();
  } catch (error) {
    notify.error(errorMessage(error, Messages.requestFailed));
    return;
  }
  const pdf = answer.data;
  if (!pdf?.attachmentContent) {
    notify.error(answer.message || Messages.requestFailed);
    return;
  }
  const { downloadBase64 } = await import('@tac/ui/pdf');
  downloadBase64(pdf.attachmentContent, pdf.attachmentName || fallbackName);
}

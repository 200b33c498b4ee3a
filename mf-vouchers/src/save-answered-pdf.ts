import { type Answer, errorMessage } from '@tac/api-client';
import { type Attachment, Messages } from '@tac/contracts';
import { downloadBase64 } from '@tac/contracts/files';

/**
 * Asks for a PDF (base64 in the answer, as every PDF the API makes) and saves it under the server's
 * name, else `fallbackName`. Answers the message to show when it could not (a refusal, or an answer
 * with no file, spec 002 §8), undefined once saved: the console's screens toast it (save-pdf.ts),
 * the signing page, drawn without the design system, tells it itself.
 */
export async function saveAnsweredPdf(
  request: () => Promise<Answer<Attachment>>,
  fallbackName: string,
): Promise<string | undefined> {
  let answer: Answer<Attachment>;
  try {
    answer = await request();
  } catch (error) {
    return errorMessage(error, Messages.requestFailed);
  }
  const pdf = answer.data;
  if (!pdf?.attachmentContent) return answer.message || Messages.requestFailed;
  downloadBase64(pdf.attachmentContent, pdf.attachmentName || fallbackName);
  return undefined;
}

import { type Answer, errorMessage } from '@tac/api-client';
import { Messages, type VoucherPdf, type VoucherRecord } from '@tac/contracts';
import { notify } from '@tac/ui/toast';
import { getVoucherPdf } from './api/get-voucher-pdf.ts';
import { pdfFileName, revisionQuery } from './rules.ts';

/**
 * The download icon (spec 002 §2 T&M Report): asks for the revision's PDF and saves it; a refusal
 * shows the server's message as an error (spec 002 §8). The saving code (@tac/ui/pdf) is fetched
 * with the first download, not with the screen.
 */
export async function downloadVoucherPdf(row: VoucherRecord): Promise<void> {
  let answer: Answer<VoucherPdf>;
  try {
    answer = await getVoucherPdf(revisionQuery(row));
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
  downloadBase64(pdf.attachmentContent, pdf.attachmentName || pdfFileName(row));
}

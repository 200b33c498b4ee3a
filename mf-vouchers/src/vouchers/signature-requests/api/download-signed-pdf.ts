import { api, errorMessage } from '@tac/api-client';
import { ApiPaths, Messages, type VoucherPdf } from '@tac/contracts';
import { notify } from '@tac/ui/toast';

/** A signed request's sealed PDF (base64 in the answer), saved under the server's name; a refusal is a toast. */
export async function downloadSignedPdf(requestId: number): Promise<void> {
  let pdf: VoucherPdf | undefined;
  try {
    pdf = (await api.get<VoucherPdf>(ApiPaths.voucherSigning.signedPdf, { requestId })).data;
  } catch (error) {
    notify.error(errorMessage(error, Messages.requestFailed));
    return;
  }
  if (!pdf?.attachmentContent) {
    notify.error(Messages.requestFailed);
    return;
  }
  const { downloadBase64 } = await import('@tac/ui/pdf');
  downloadBase64(pdf.attachmentContent, pdf.attachmentName || `signed-voucher-${requestId}.pdf`);
}

import { errorMessage, signedOutApi } from '@tac/api-client';
import { ApiPaths, Messages, type VoucherPdf } from '@tac/contracts';
import { notify } from '@tac/ui/toast';

/** The two PDFs the signee may save: the revision as sent, and once signed, the sealed signed one. */
const PATHS = { revision: ApiPaths.publicSigning.pdf, signed: ApiPaths.publicSigning.signedPdf } as const;

/**
 * Asks for a PDF (POST { token } with the code's proof: base64 in the answer) and saves it; a refusal
 * is a toast. The saving code (@tac/ui/pdf) is fetched with the first download.
 */
export async function downloadSigningPdf(token: string, which: keyof typeof PATHS): Promise<void> {
  let pdf: VoucherPdf | undefined;
  try {
    pdf = (await signedOutApi.post<VoucherPdf>(PATHS[which], { token })).data;
  } catch (error) {
    notify.error(errorMessage(error, Messages.requestFailed));
    return;
  }
  if (!pdf?.attachmentContent) {
    notify.error(Messages.requestFailed);
    return;
  }
  const { downloadBase64 } = await import('@tac/ui/pdf');
  downloadBase64(pdf.attachmentContent, pdf.attachmentName || `voucher-${which}.pdf`);
}

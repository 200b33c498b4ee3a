import { api } from '@tac/api-client';
import { ApiPaths, type VoucherPdf } from '@tac/contracts';
import { savePdf } from '../../../save-pdf.ts';

/** A signed request's sealed PDF, saved under the server's name; a refusal is a toast. */
export const downloadSignedPdf = (requestId: number): Promise<void> =>
  savePdf(
    () => api.get<VoucherPdf>(ApiPaths.voucherSigning.signedPdf, { requestId }),
    `signed-voucher-${requestId}.pdf`,
  );

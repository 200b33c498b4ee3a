import { signedOutApi } from '@tac/api-client';
import { ApiPaths, type VoucherPdf } from '@tac/contracts';
import { savePdf } from '../../save-pdf.ts';

/** The two PDFs the signee may save: the revision as sent, and once signed, the sealed signed one. */
const PATHS = { revision: ApiPaths.publicSigning.pdf, signed: ApiPaths.publicSigning.signedPdf } as const;

/** Asks for a PDF (POST { token } with the code's proof) and saves it; a refusal is a toast. */
export const downloadSigningPdf = (token: string, which: keyof typeof PATHS): Promise<void> =>
  savePdf(() => signedOutApi.post<VoucherPdf>(PATHS[which], { token }), `voucher-${which}.pdf`);

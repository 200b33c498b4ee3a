import { signedOutApi } from '@tac/api-client';
import { ApiPaths, type VoucherPdf } from '@tac/contracts';
import { saveAnsweredPdf } from '../../save-answered-pdf.ts';

/** The two PDFs the signee may save: the revision as sent, and once signed, the sealed signed one. */
const PATHS = { revision: ApiPaths.publicSigning.pdf, signed: ApiPaths.publicSigning.signedPdf } as const;

/**
 * Asks for a PDF (POST { token } with the code's proof) and saves it; answers the message to show
 * when it could not, undefined once saved.
 */
export const downloadSigningPdf = (token: string, which: keyof typeof PATHS): Promise<string | undefined> =>
  saveAnsweredPdf(() => signedOutApi.post<VoucherPdf>(PATHS[which], { token }), `voucher-${which}.pdf`);

import type { VoucherRecord } from '@tac/contracts';
import { savePdf } from '../save-pdf.ts';
import { getVoucherPdf } from './api/get-voucher-pdf.ts';
import { pdfFileName, revisionQuery } from './rules.ts';

/** The download icon (spec 002 §2 T&M Report): the revision's PDF, saved; a refusal an error toast. */
export const downloadVoucherPdf = (row: VoucherRecord): Promise<void> =>
  savePdf(() => getVoucherPdf(revisionQuery(row)), pdfFileName(row));

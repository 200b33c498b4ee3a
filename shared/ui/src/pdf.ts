/**
 * @tac/ui pdf: a PDF viewer, the download and print of a base64 PDF, and the download of any file's
 * bytes. This entry is small: the viewer fetches react-pdf and the pdf.js worker only when it first
 * renders (shared/docs/toolchain.md).
 */
export { base64ToBlob, base64ToBytes, downloadBase64, downloadBlob } from '@tac/contracts/files';
export { printBase64Pdf } from './pdf/base64.ts';
export { PdfViewer, type PdfViewerProps } from './pdf/PdfViewer.tsx';

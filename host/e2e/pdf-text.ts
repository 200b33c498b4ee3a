/**
 * The text a server PDF shows, read as the API's tests read it: the PDFs embed subset fonts, whose
 * strings are glyph numbers only their ToUnicode maps turn back into text (shared/docs/pdf.md).
 */
export { pdfText } from '../../api/src/testing/pdf-text.ts';

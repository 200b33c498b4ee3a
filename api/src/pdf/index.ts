/**
 * The one place the server draws PDFs (pdf-lib): a module builds its document from these pieces
 * and never calls pdf-lib itself, so every PDF of the console shares page setup, fonts and paging.
 */
export { rgb } from 'pdf-lib';
export { type ColumnNeed, fitColumns } from './columns.ts';
export { drawImage, drawSignature, type ImageBox, pdfImageType } from './image.ts';
export { drawTable, type PdfColumn, type PdfTable, startTable, type TableRows } from './table.ts';
export { wrapText } from './wrap.ts';
export { LETTER, type PdfSetup, PdfWriter, type TextStyle } from './writer.ts';

/** @tac/ui print: print part of the screen (a table's current page, a dialog's body), or images in a print window. */
export { type PrintOptions, printElement } from './print/print-element.ts';
export { type PrintableImage, type PrintImagesOptions, printImages } from './print/print-images.ts';

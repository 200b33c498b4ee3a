/** @tac/ui print: print part of the screen (a table's current page, a dialog's body). */
export { type PrintOptions, printElement } from './print/print-element.ts';

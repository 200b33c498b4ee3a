/**
 * @tac/ui import: the CSV import dialog every importing screen shares (the workforce's employees and
 * projects, a reference list that opts in), with its refused-lines table and the file's decoding.
 */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export { type CsvEncoding, decodeCsv, firstLines } from './import/csv-encoding.ts';
export { ImportDialog, type ImportDialogProps } from './import/ImportDialog.tsx';
export { ImportErrors } from './import/ImportErrors.tsx';
export { importSummary } from './import/import-summary.ts';

import {
  ApiPaths,
  PAY_CODE_COUNTS_AS,
  PAY_CODE_COUNTS_AS_LABELS,
  PAY_CODE_IMPORT_COLUMNS,
  PAY_CODE_IMPORT_OPTIONAL,
  type PayCodeSave,
  WorkforceMessages,
} from '@tac/contracts';
import type { ListImport } from '../reference-list/definition.ts';

/** The export's columns (definition.ts `csvColumns`): an exported file imports back as it is. */
const [PAY_CODE, COUNTS_AS, ACTIVE] = PAY_CODE_IMPORT_COLUMNS;

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * 'Double Time', 'DoubleTime' or 'double time' as the wire's DoubleTime; any other text is passed on
 * as written, for the save's schema to refuse with its own text.
 */
function countsAs(cell: string): string {
  return (
    PAY_CODE_COUNTS_AS.find(
      (value) => folded(value) === folded(cell) || folded(PAY_CODE_COUNTS_AS_LABELS[value]) === folded(cell),
    ) ?? cell
  );
}

/** Yes or no as the export writes it (and true/false, y/n, 1/0); blank: as a save without IsActive. */
function active(cell: string): boolean | undefined | 'unreadable' {
  const v = cell.toLowerCase();
  if (v === '') return undefined;
  if (v === 'yes' || v === 'y' || v === 'true' || v === '1') return true;
  if (v === 'no' || v === 'n' || v === 'false' || v === '0') return false;
  return 'unreadable';
}

/**
 * The Pay Code column as the list shows it, 'code - description'. A code holds no space, so the code
 * ends at the first ' - '; a cell without one is all code, and the save's rules then ask for the
 * description (or refuse the code's characters).
 */
function codeAndDescription(cell: string): { Code: string; Description: string } {
  const at = cell.indexOf(' - ');
  if (at >= 0) return { Code: cell.slice(0, at), Description: cell.slice(at + 3) };
  return { Code: cell.endsWith(' -') ? cell.slice(0, -2) : cell, Description: '' };
}

/** The Pay Code List's CSV import: the export's file, matched by code exactly (shared/docs/remotes/reference.md). */
export const payCodeImport: ListImport = {
  paths: ApiPaths.payCodeList,
  columns: PAY_CODE_IMPORT_COLUMNS,
  optional: PAY_CODE_IMPORT_OPTIONAL,
  body: (cells) => {
    const isActive = active(cells[ACTIVE] ?? '');
    if (isActive === 'unreadable')
      return { column: ACTIVE, message: WorkforceMessages.import.flagInvalid(ACTIVE) };
    const body: Omit<PayCodeSave, 'CountsAs'> & { CountsAs?: string } = {
      ...codeAndDescription(cells[PAY_CODE] ?? ''),
      ...(cells[COUNTS_AS] ? { CountsAs: countsAs(cells[COUNTS_AS]) } : {}),
      ...(isActive === undefined ? {} : { IsActive: isActive }),
    };
    return { body };
  },
  columnOf: { Code: PAY_CODE, Description: PAY_CODE, CountsAs: COUNTS_AS, IsActive: ACTIVE },
  valueColumn: PAY_CODE,
};

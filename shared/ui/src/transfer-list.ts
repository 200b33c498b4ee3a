/**
 * @tac/ui transfer-list: the unassigned / assigned lists with checkboxes, Select All, their own
 * search and arrow buttons (spec 001 §4.1–4.3), and one such list alone for choosing items. Drawn
 * row by row as they scroll into view, so lists of 10,000 stay smooth. Its own subpath: only the
 * assign and copy views download it.
 */
export { CheckList, type CheckListProps } from './transfer-list/CheckList.tsx';
export { TransferList, type TransferListProps } from './transfer-list/TransferList.tsx';
export { byLabel, type ItemKey } from './transfer-list/transfer-rules.ts';

/** @tac/ui history: a record's History dialog (who changed what and when, before and after). */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export {
  AuditEntryView,
  HISTORY_EMPTY_TEXT,
  HISTORY_PAGE_SIZE,
  HistoryDialog,
  type HistoryDialogProps,
  type HistoryPaging,
  type LoadHistory,
} from './history/HistoryDialog.tsx';
export { type GetAnswer, historySource } from './history/history-source.ts';
export { type HistorySource, useHistoryDialog } from './history/use-history-dialog.tsx';

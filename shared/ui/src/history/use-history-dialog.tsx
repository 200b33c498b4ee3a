import { type ReactNode, useState } from 'react';
import { HistoryDialog, type HistoryDialogProps } from './HistoryDialog.tsx';

/** Which record's history to show: its title, and its api/ folder's key and call. */
export type HistorySource = Pick<HistoryDialogProps, 'title' | 'queryKey' | 'load'>;

/**
 * A screen's History dialog in two lines: `show(source)` from a row's History button, and
 * `dialog` rendered once on the screen.
 */
export function useHistoryDialog(): { show: (source: HistorySource) => void; dialog: ReactNode } {
  const [shown, setShown] = useState<HistorySource | null>(null);
  return {
    show: setShown,
    dialog: shown ? <HistoryDialog open {...shown} onClose={() => setShown(null)} /> : null,
  };
}

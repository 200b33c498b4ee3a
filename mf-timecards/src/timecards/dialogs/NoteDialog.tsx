import { Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';

/** Payroll Note and Expectation Work Notes: the note's text (spec 000 §2). */
export function NoteDialog({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  return (
    <ViewDialog open title={title} onClose={onClose}>
      {text ? (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {text}
        </Text>
      ) : (
        <Text color="fg.muted">No note.</Text>
      )}
    </ViewDialog>
  );
}

import { notify } from '@tac/ui/toast';

/** A write that failed: its ApiError's message (or whatever was thrown) as an error toast. */
export const toastFailure = (error: unknown): void => {
  notify.error(error instanceof Error ? error.message : String(error));
};

/**
 * A screen's write: the answer's message as a success toast, then `onDone` (a dialog closes); a
 * failure as an error toast, the dialog staying open to try again.
 */
export async function writeWithToasts(send: () => Promise<{ message: string }>, onDone?: () => void) {
  try {
    const answer = await send();
    notify.success(answer.message);
    onDone?.();
  } catch (error) {
    toastFailure(error);
  }
}

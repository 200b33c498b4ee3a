import { type Answer, errorMessage } from '@tac/api-client';
import { Messages } from '@tac/contracts';
import { notify } from '@tac/ui/toast';

/**
 * Spec 001 §8: after each save or assign the server's message is a toast, a success when the write
 * went through, an error when it was refused (or failed). Resolves to whether it went through.
 */
export async function tellSaved(write: Promise<Answer<unknown>>): Promise<boolean> {
  try {
    notify.success((await write).message);
    return true;
  } catch (error) {
    notify.error(errorMessage(error, Messages.requestFailed));
    return false;
  }
}

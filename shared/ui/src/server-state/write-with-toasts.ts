import { tellWrite, type WriteTelling } from '@tac/contracts';
import { notify } from '../toast/notify.ts';

export type WriteWithToastsOptions = WriteTelling;

/**
 * How every console screen tells a write (@tac/contracts `tellWrite`): the answer's message as a
 * success toast, or the refusal's as an error toast with a server fault's reference beneath. `write`
 * is the feature's mutation (`useApiMutation`), which has already refreshed the screen's queries
 * when it resolves, so the toast comes with the new rows and nothing is refreshed here. Resolves to
 * the answer when the write went through, `undefined` when it did not: the dialog closes on the one
 * and stays open on the other, with everything typed still in it.
 */
export function writeWithToasts<Answer extends { message: string }>(
  write: () => Promise<Answer>,
  options: WriteWithToastsOptions = {},
): Promise<Answer | undefined> {
  return tellWrite(
    write,
    (kind, message, detail) => (kind === 'error' ? notify.error(message, detail) : notify.success(message)),
    options,
  );
}

import { Messages } from '@tac/contracts';
import { notify } from '../toast/notify.ts';
import { faultReference } from './query-client.ts';

export interface WriteWithToastsOptions {
  /**
   * A refusal the form shows beside the field it names rather than in a toast (the server's
   * `ApiError.field`): show it and answer true; answer false to have it toasted like any other.
   */
  besideField?: (refusal: Error) => boolean;
  /**
   * The screen that follows says the answer's message itself (a page's closing step): no success
   * toast repeating it. Refusals are toasted as ever.
   */
  messageOnScreen?: boolean;
}

/**
 * How every screen tells a write (§8 of each spec): the answer's message as a success toast, or the
 * refusal's (the ApiError's message, a server fault's reference for support beneath) as an error
 * toast. `write` is the feature's mutation (`useApiMutation`), which has already refreshed the
 * screen's queries when it resolves, so the toast comes with the new rows and nothing is refreshed
 * here. Resolves to the answer when the write went through, `undefined` when it did not: the dialog
 * closes on the one and stays open on the other, with everything typed still in it.
 */
export async function writeWithToasts<Answer extends { message: string }>(
  write: () => Promise<Answer>,
  { besideField, messageOnScreen = false }: WriteWithToastsOptions = {},
): Promise<Answer | undefined> {
  let answer: Answer;
  try {
    answer = await write();
  } catch (error) {
    // Only a bug throws something else than an Error: it is still told, as the generic text.
    const refusal = error instanceof Error ? error : undefined;
    if (!refusal || !besideField?.(refusal))
      notify.error(refusal?.message || Messages.requestFailed, refusal && faultReference(refusal));
    return undefined;
  }
  if (!messageOnScreen) notify.success(answer.message);
  return answer;
}

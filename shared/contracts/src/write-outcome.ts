import { faultReference, Messages } from './messages.ts';

export interface WriteTelling {
  /**
   * A refusal the form shows beside the field it names rather than in a message of its own (the
   * server's `ApiError.field`): show it and answer true; answer false to have it told like any other.
   */
  besideField?: (refusal: Error) => boolean;
  /**
   * The screen that follows says the answer's message itself (a page's closing step): it is not told
   * again. Refusals are told as ever.
   */
  messageOnScreen?: boolean;
}

/** Tells a message: an error may carry a second, smaller line (a server fault's reference for support). */
export type Tell = (kind: 'success' | 'error', message: string, detail?: string) => void;

/**
 * How a screen tells a write (§8 of each spec): the answer's message as a success, or the refusal's
 * (the ApiError's message, a server fault's reference beneath) as an error, through `tell`: the
 * console's toasts (@tac/ui `writeWithToasts`), or the page's own messages on a page drawn without
 * the design system (the customer's signing page). Resolves to the answer when the write went
 * through, `undefined` when it did not, so a form can close on the one and keep what was typed on
 * the other.
 */
export async function tellWrite<Answer extends { message: string }>(
  write: () => Promise<Answer>,
  tell: Tell,
  { besideField, messageOnScreen = false }: WriteTelling = {},
): Promise<Answer | undefined> {
  let answer: Answer;
  try {
    answer = await write();
  } catch (error) {
    // Only a bug throws something else than an Error: it is still told, as the generic text.
    const refusal = error instanceof Error ? error : undefined;
    if (!refusal || !besideField?.(refusal))
      tell('error', refusal?.message || Messages.requestFailed, refusal && faultReference(refusal));
    return undefined;
  }
  if (!messageOnScreen) tell('success', answer.message);
  return answer;
}

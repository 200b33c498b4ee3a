import { type Envelope, Messages } from '@tac/contracts';

/** What a dialog's load gives: the data, or the message to show instead. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * An answer's data, or why there is none (the server's message, or a generic one). A call that
 * throws counts as failed too: the dialog shows its message instead of spinning for ever.
 */
export async function loadData<T>(call: () => Promise<Envelope<T>>): Promise<Loaded<T>> {
  try {
    const envelope = await call();
    if (envelope.success && envelope.data !== null && envelope.data !== undefined) {
      return { ok: true, data: envelope.data };
    }
    return { ok: false, message: envelope.message || Messages.requestFailed };
  } catch {
    return { ok: false, message: Messages.requestFailed };
  }
}

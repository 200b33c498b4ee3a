import type { Envelope } from '@tac/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write (save, delete, activate) that refreshes what it changed: when the server answers
 * success, every cached query under each key in `invalidates` is marked stale and the ones on
 * screen ask the server again (a list steps back a page if the write emptied its last one).
 * The answer is handed back as it came, so the screen can toast it; mutateAsync resolves after
 * the refresh, so a dialog can close on the new rows.
 */
export function useEnvelopeMutation<Variables, Data = unknown>(
  request: (variables: Variables) => Promise<Envelope<Data>>,
  invalidates: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (envelope) => {
      if (!envelope.success) return;
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

import { tellWrite, type WriteTelling } from '@tac/contracts';
import { useCallback, useState } from 'react';
import { useTell } from '../notices.tsx';

/**
 * A write of the signing page: `write` makes the call and tells its outcome as every screen does
 * (`tellWrite`: the answer's message, or the refusal beside its field or in the page's notice), and
 * resolves to the answer, or `undefined` when it did not go through; `pending` while it runs. Plain
 * state, not the console's server-state cache: the page has one reader of each answer.
 */
export function useWrite<Variables, Answer extends { message: string }>(
  call: (variables: Variables) => Promise<Answer>,
) {
  const tell = useTell();
  const [pending, setPending] = useState(false);
  const write = useCallback(
    async (variables: Variables, telling?: WriteTelling): Promise<Answer | undefined> => {
      setPending(true);
      try {
        return await tellWrite(() => call(variables), tell, telling);
      } finally {
        setPending(false);
      }
    },
    [call, tell],
  );
  return { pending, write };
}

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The one way a screen writes: `request` is a typed call from the feature's `api/` folder, which
 * resolves to the server's answer or throws an ApiError (@tac/api-client). On success every cached
 * query under each key in `invalidates` is marked stale and the ones on screen ask the server again
 * (a list steps back a page if the write emptied its last one); `mutateAsync` resolves after that
 * refresh, so a dialog can close on the new rows. See shared/docs/architecture.md "Calling the API".
 */
export function useApiMutation<Variables, Result = unknown>(
  request: (variables: Variables) => Promise<Result>,
  invalidates: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation<Result, Error, Variables>({
    mutationFn: request,
    onSuccess: async () => {
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

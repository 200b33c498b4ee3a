import { signedOutApi } from '@tac/api-client';
import { ApiPaths, type SigningView } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/**
 * What the signee is shown and signs, the revision's content: POST /api/Sign/View { token } with
 * the code's proof (a POST, so the token sits in no URL). The server records the viewing and the
 * SHA-256 of exactly what it answered.
 */
export const getSigningView = (token: string) =>
  signedOutApi.post<SigningView>(ApiPaths.publicSigning.view, { token });

export const signingViewKey = (token: string) => ['signing-view', token] as const;

/** The ticket, once the code was checked; quiet: the page shows a failure in its place. */
export function useSigningView(token: string, verified: boolean) {
  return useQuery({
    queryKey: signingViewKey(token),
    queryFn: () => getSigningView(token),
    enabled: verified,
    meta: { quiet: true },
  });
}

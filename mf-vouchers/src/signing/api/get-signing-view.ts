import { signedOutApi } from '@tac/api-client';
import { ApiPaths, type SigningView } from '@tac/contracts';
import { useCallback, useEffect, useState } from 'react';

/**
 * What the signee is shown and signs, the revision's content: POST /api/Sign/View { token } with
 * the code's proof (a POST, so the token sits in no URL). The server records the viewing and the
 * SHA-256 of exactly what it answered.
 */
export const getSigningView = (token: string) =>
  signedOutApi.post<SigningView>(ApiPaths.publicSigning.view, { token });

interface ViewState {
  data?: SigningView;
  error?: Error;
}

/**
 * The ticket, asked once the code was checked (`enabled`) and again on `reload` (after the consent,
 * or Try again), the ticket shown so far kept meanwhile. A failure is the page's to show in the
 * ticket's place.
 */
export function useSigningView(token: string, enabled: boolean) {
  const [state, setState] = useState<ViewState>({});
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` asks again
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    getSigningView(token).then(
      (answer) => active && setState({ data: answer.data }),
      (error: unknown) =>
        active &&
        setState((shown) => ({ ...shown, error: error instanceof Error ? error : new Error(String(error)) })),
    );
    return () => {
      active = false;
    };
  }, [token, enabled, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { ...state, reload };
}

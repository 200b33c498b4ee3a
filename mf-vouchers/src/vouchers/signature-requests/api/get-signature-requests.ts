import { api } from '@tac/api-client';
import { ApiPaths, type SignatureRequest } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { signatureRequestsKey } from './keys.ts';

/** A voucher's signature requests, newest first, each with its event log: GET ?voucherId. */
export const getSignatureRequests = (voucherId: number) =>
  api.get<SignatureRequest[]>(ApiPaths.voucherSigning.requests, { voucherId });

/** Quiet: the panel shows a failure in its body, with Try again. */
export function useSignatureRequests(voucherId: number) {
  return useQuery({
    queryKey: signatureRequestsKey(voucherId),
    queryFn: () => getSignatureRequests(voucherId),
    meta: { quiet: true },
  });
}

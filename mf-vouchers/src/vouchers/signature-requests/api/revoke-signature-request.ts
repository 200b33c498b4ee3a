import { api } from '@tac/api-client';
import { ApiPaths, type SignatureRequestId } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { REQUEST_WRITE_KEYS } from './keys.ts';

/** Takes an open request back: its link dies and the voucher is no longer frozen. */
export const revokeSignatureRequest = (body: SignatureRequestId) =>
  api.post<null>(ApiPaths.voucherSigning.revoke, body);

export const useRevokeSignatureRequest = () => useApiMutation(revokeSignatureRequest, REQUEST_WRITE_KEYS);
